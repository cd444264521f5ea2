import { describe, expect, it } from 'vitest';
import { looksLikePdf } from './fetch-pdf';
import {
  clampPage,
  fileNameOfDisposition,
  fitWidthZoom,
  keyCommand,
  parsePdfSearch,
  pdfFileName,
  sameOriginUrl,
  stepZoom,
  zoomScale,
} from './pdf-source';

const origin = 'https://bolo.example';

describe('the PDF viewer shows only documents of its own site', () => {
  it('takes a path or an address of the same site', () => {
    expect(sameOriginUrl('/api/evento/12/contratos/pdf/generate?subType=sala', origin)).toBe(
      'https://bolo.example/api/evento/12/contratos/pdf/generate?subType=sala',
    );
    expect(sameOriginUrl('https://bolo.example/c/abc', origin)).toBe('https://bolo.example/c/abc');
  });

  it('refuses other sites, however they are spelled', () => {
    expect(sameOriginUrl('https://evil.example/x.pdf', origin)).toBeNull();
    expect(sameOriginUrl('//evil.example/x.pdf', origin)).toBeNull();
    expect(sameOriginUrl('/\\evil.example/x.pdf', origin)).toBeNull();
    expect(sameOriginUrl('javascript:alert(1)', origin)).toBeNull();
    expect(sameOriginUrl('data:application/pdf;base64,JVBERi0=', origin)).toBeNull();
    expect(sameOriginUrl('http://bolo.example/x.pdf', origin)).toBeNull();
    expect(
      sameOriginUrl('blob:https://bolo.example/6f1c2a44-3b7e-4d5a-9c1e-2f0a8b7c6d5e', origin),
    ).toBeNull();
  });

  it('keeps a search it can use and drops a value it cannot', () => {
    expect(parsePdfSearch({ doc: 'abc', name: 'contrato.pdf' })).toEqual({
      doc: 'abc',
      name: 'contrato.pdf',
    });
    expect(parsePdfSearch({ src: 42, doc: 'x'.repeat(101) })).toEqual({});
  });
});

describe('the downloaded file name', () => {
  it('comes from the server’s Content-Disposition, the UTF-8 form first', () => {
    expect(fileNameOfDisposition('attachment; filename="contrato-sala-Gira.pdf"')).toBe(
      'contrato-sala-Gira.pdf',
    );
    expect(
      fileNameOfDisposition(
        `attachment; filename="contrato-artista-Rosal_a.pdf"; filename*=UTF-8''contrato-artista-Rosal%C3%ADa.pdf`,
      ),
    ).toBe('contrato-artista-Rosalía.pdf');
    expect(fileNameOfDisposition('inline; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameOfDisposition('inline')).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });

  it('always ends in .pdf and never names a folder', () => {
    expect(pdfFileName('contrato')).toBe('contrato.pdf');
    expect(pdfFileName('Contrato.PDF')).toBe('Contrato.PDF');
    expect(pdfFileName('../../etc/contrato.pdf')).toBe('..-..-etc-contrato.pdf');
    expect(pdfFileName('  ')).toBe('documento.pdf');
    expect(pdfFileName(undefined, 'vista-previa.pdf')).toBe('vista-previa.pdf');
  });
});

describe('paging and zoom', () => {
  it('keeps the page within the document', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
  });

  it('steps the zoom to the next level, also from a fitted width between levels', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1, -1)).toBe(0.9);
    expect(stepZoom(1.18, 1)).toBe(1.25);
    expect(stepZoom(1.18, -1)).toBe(1.1);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.5, -1)).toBe(0.5);
  });

  it('pages with the arrow keys, Page Up/Down, Home and End, and zooms with + and −', () => {
    expect(keyCommand('ArrowRight', 2, 5)).toEqual({ page: 3 });
    expect(keyCommand('PageDown', 5, 5)).toEqual({ page: 5 });
    expect(keyCommand('ArrowLeft', 1, 5)).toEqual({ page: 1 });
    expect(keyCommand('PageUp', 3, 5)).toEqual({ page: 2 });
    expect(keyCommand('Home', 4, 5)).toEqual({ page: 1 });
    expect(keyCommand('End', 1, 5)).toEqual({ page: 5 });
    expect(keyCommand('+', 1, 5)).toEqual({ zoom: 1 });
    expect(keyCommand('-', 1, 5)).toEqual({ zoom: -1 });
    expect(keyCommand('ArrowDown', 1, 5)).toBeNull();
  });

  it('fits the page to the width available, within the zoom range', () => {
    expect(fitWidthZoom(800, 1000)).toBe(1.25);
    expect(fitWidthZoom(800, 100)).toBe(0.5);
    expect(fitWidthZoom(0, 1000)).toBe(1);
  });

  it('opens at the printed size, smaller in a narrow view; fit fills the width; a level is that level', () => {
    expect(zoomScale('auto', 800, 1620)).toBe(1);
    expect(zoomScale('auto', 800, 420)).toBe(0.5);
    expect(zoomScale('fit', 800, 1020)).toBe(1.25);
    expect(zoomScale(1.5, 800, 420)).toBe(1.5);
  });
});

describe('a PDF is told by its first bytes', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('finds the signature at the start or after some leading bytes', () => {
    expect(looksLikePdf(bytes('%PDF-1.7\n…'))).toBe(true);
    expect(looksLikePdf(bytes(`${' '.repeat(100)}%PDF-1.4`))).toBe(true);
    expect(looksLikePdf(bytes('{"code":"event_not_found"}'))).toBe(false);
    expect(looksLikePdf(bytes(`${' '.repeat(1100)}%PDF-1.4`))).toBe(false);
  });
});
