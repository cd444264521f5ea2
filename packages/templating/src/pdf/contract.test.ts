import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  annexPdf,
  collapsed,
  drawingAnnex,
  type ExtractedPage,
  extractPdfText as extract,
  htmlText,
  pdfTextLines,
  png,
  sampleContract,
  sampleContractHtml,
  withoutBidiMarks,
  withoutSpaces,
} from '../testing';
import { renderContractPdf } from './contract';

type Matrix = [number, number, number, number, number, number];
const times = ([a, b, c, d, e, f]: Matrix, [m0, m1, m2, m3, m4, m5]: Matrix): Matrix => [
  a * m0 + b * m2,
  a * m1 + b * m3,
  c * m0 + d * m2,
  c * m1 + d * m3,
  e * m0 + f * m2 + m4,
  e * m1 + f * m3 + m5,
];

/** Where each image of page 1 is painted: its box in points, read from the drawing operators. */
async function paintedImages(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const { fnArray, argsArray } = await (await pdf.getPage(1)).getOperatorList();
  const saved: Matrix[] = [];
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  const images: { x: number; y: number; width: number; height: number }[] = [];
  fnArray.forEach((fn, i) => {
    if (fn === OPS.save) saved.push(matrix);
    else if (fn === OPS.restore) matrix = saved.pop() ?? matrix;
    else if (fn === OPS.transform) matrix = times(argsArray[i] as Matrix, matrix);
    else if (fn === OPS.paintImageXObject) {
      images.push({ x: matrix[4], y: matrix[5], width: matrix[0], height: matrix[3] });
    }
  });
  await pdf.destroy();
  return images;
}

describe('contract PDF', () => {
  let pages: ExtractedPage[];
  const contract = sampleContract();

  beforeAll(async () => {
    pages = await extract(await renderContractPdf(contract));
  });

  it('runs to five pages with "página N de 5" at the foot of each', () => {
    expect(pages).toHaveLength(5);
    pages.forEach((page, index) => {
      expect(page.artifacts).toContain(`página ${index + 1} de 5`);
    });
  });

  it("gives back the rendered template's text, accents and € included, in order, then the signatories", () => {
    const rendered = htmlText(sampleContractHtml);
    const signatures = contract.signatories
      .map(({ name, cargo, dni }) => `${name}${cargo ?? ''}${dni ? `DNI ${dni}` : ''}`)
      .join('');
    const extracted = pages.map((page) => page.text).join('');
    expect(withoutSpaces(extracted)).toBe(withoutSpaces(rendered + signatures));
    expect(collapsed(extracted)).toContain(
      '12.500,00 € (doce mil quinientos euros) más el IVA correspondiente, mediante transferencia bancaria',
    );
    expect(collapsed(extracted)).toContain(
      '¿Qué ocurre si la actuación se cancela? ¡Ambas partes lo acuerdan aquí!',
    );
    expect(collapsed(extracted)).toContain('el pingüino de la cigüeña, el niño y el señor Núñez');
  });

  it('is as exact the next time: the parsed fonts are shared, each contract has its own subset', async () => {
    await renderContractPdf({ html: '<p>Otro contrato: ¿ü? ¡ñ! Ł</p>', signatories: [], lang: 'es' });
    const again = await extract(await renderContractPdf(contract));
    expect(again.map((page) => page.text)).toEqual(pages.map((page) => page.text));
  });

  it('keeps a letter copyable after another contract drew it only as a part of an accented one', async () => {
    // bold italic: a face, and a letter, that no contract before in this process drew on its own
    const html = (text: string) => ({
      html: `<p><strong><em>${text}</em></strong></p>`,
      signatories: [],
      lang: 'es' as const,
    });
    await renderContractPdf(html('Žižek'));
    const [next] = await extract(await renderContractPdf(html('ZARZUELA')));
    expect(next?.text).toContain('ZARZUELA');
  });

  it('numbers ordered lists and starts a new page at a page break', () => {
    expect(pages[0]?.artifacts).toEqual(expect.arrayContaining(['1.', '2.', '3.', '–']));
    const afterBreak = pages.find((page) => page.text.includes('Horario del día del concierto'));
    expect(collapsed(afterBreak?.text ?? '')).toMatch(/^Horario del día del concierto Hora Actividad 16:00/);
  });

  it('appends the annexes after the body, in the order given', async () => {
    const annexes = [
      await annexPdf('Anexo I: rider técnico', 2),
      await annexPdf('Anexo II: plano de sala', 1),
    ];
    const withAnnexes = await extract(await renderContractPdf({ ...contract, annexes }));
    expect(withAnnexes).toHaveLength(8);
    expect(withAnnexes.slice(5).map((page) => collapsed(page.text))).toEqual([
      'Anexo I: rider técnico, hoja 1',
      'Anexo I: rider técnico, hoja 2',
      'Anexo II: plano de sala, hoja 1',
    ]);
    expect(withAnnexes[4]?.artifacts).toContain('página 5 de 5');
  });

  it('refuses an annex that is not a PDF, whatever it is called', async () => {
    const notPdf = [
      png(8, 8, () => [0, 0, 0]),
      new TextEncoder().encode('Contrato firmado.pdf, de verdad'),
      new Uint8Array(),
    ];
    for (const annex of notPdf) {
      await expect(renderContractPdf({ ...contract, annexes: [annex] })).rejects.toMatchObject({
        code: 'contract_annex_not_pdf',
      });
    }
  });

  it('refuses an annex whose page inflates past its bound or draws millions of times, and takes a normal one', async () => {
    // As found: 408 KB on disk, a page stream of 210 MB once inflated.
    const bomb = await drawingAnnex(new Uint8Array(210_000_000));
    expect(bomb.byteLength).toBeLessThan(500_000);
    const started = performance.now();
    await expect(renderContractPdf({ ...contract, annexes: [bomb] })).rejects.toMatchObject({
      code: 'contract_annex_too_heavy',
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    // Small pages, each of two million drawing operators (12 MB), three of them: over five million.
    const busy = await drawingAnnex(new TextEncoder().encode('0 0 m\n'.repeat(2_000_000)), 3);
    await expect(renderContractPdf({ ...contract, annexes: [busy] })).rejects.toMatchObject({
      code: 'contract_annex_too_heavy',
    });
    const normal = await drawingAnnex(new TextEncoder().encode('0 0 m 100 100 l S\n'.repeat(5_000)));
    const pages = await extract(await renderContractPdf({ ...contract, annexes: [normal] }));
    expect(pages).toHaveLength(6); // the contract's five and the annex's
  });

  it('refuses an image it cannot read or cannot find', async () => {
    await expect(
      renderContractPdf({ ...contract, html: '<img src="data:image/png;base64,aG9sYQ==">' }),
    ).rejects.toMatchObject({ code: 'contract_image_invalid' });
    await expect(renderContractPdf({ ...contract, html: '<img src="falta">' })).rejects.toMatchObject({
      code: 'contract_image_not_found',
    });
  });

  it('repeats the header row of a table at the top of each page it runs onto', async () => {
    const rows = Array.from(
      { length: 70 },
      (_, i) => `<tr><td>Entrada ${i + 1}</td><td>${20 + i},00 €</td></tr>`,
    );
    const html = `<table><tr><th>Concepto</th><th>Importe</th></tr>${rows.join('')}</table>`;
    const table = await extract(await renderContractPdf({ html, signatories: [], lang: 'es' }));
    expect(table.length).toBeGreaterThan(1);
    for (const page of table) expect(collapsed(page.text)).toMatch(/^Concepto Importe Entrada \d+ \d+,00 €/);
    const entries = table.flatMap((page) =>
      [...page.text.matchAll(/Entrada (\d+)/g)].map((match) => Number(match[1])),
    );
    expect(entries).toEqual(rows.map((_, i) => i + 1));
  });

  it('never leaves the first or the last line of a paragraph alone on a page', async () => {
    const clause = `<p>${Array.from({ length: 45 }, (_, i) => `plazo${i}`).join(' ')}</p>`;
    const perPage: number[][] = [];
    for (let filler = 30; filler <= 40; filler++) {
      const html = `${'<p>Línea</p>'.repeat(filler)}${clause}`;
      const pages = await extract(await renderContractPdf({ html, signatories: [], lang: 'es' }));
      perPage.push(pages.map((page) => page.text.split('\n').filter((line) => /plazo\d/.test(line)).length));
    }
    expect(perPage.some((counts) => counts.filter((count) => count > 0).length === 2)).toBe(true);
    for (const counts of perPage) expect(counts).not.toContain(1);
  });

  it('justifies a paragraph: every line but the last runs from margin to margin', async () => {
    const clause = `<p>${'La PROMOTORA abonará al ARTISTA la cantidad acordada más el IVA correspondiente. '.repeat(8)}</p>`;
    const pdf = await getDocument({
      data: await renderContractPdf({ html: clause, signatories: [], lang: 'es' }),
    }).promise;
    const { items } = await (await pdf.getPage(1)).getTextContent();
    const lines = new Map<number, { left: number; right: number }>();
    for (const item of items) {
      if (!('str' in item) || !item.str.trim() || item.str.startsWith('página')) continue;
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      const line = lines.get(y) ?? { left: x, right: x };
      lines.set(y, { left: Math.min(line.left, x), right: Math.max(line.right, x + item.width) });
    }
    const [pageWidth, margin] = [595.28, 64];
    const [last, ...full] = [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
    expect(full.length).toBeGreaterThan(4);
    for (const line of [...full, last]) expect(line?.left).toBeCloseTo(margin, 1);
    for (const line of full) expect(line.right).toBeCloseTo(pageWidth - margin, 0);
    expect(last?.right).toBeLessThan(pageWidth - margin - 20);
  });

  it('scales an image too wide or too tall for the page into the text area, keeping its shape', async () => {
    const images = { ancho: png(200, 50, () => [0, 0, 0]), alto: png(50, 400, () => [0, 0, 0]) };
    const render = (html: string) => renderContractPdf({ html, images, signatories: [], lang: 'es' });
    const [wide] = await paintedImages(await render('<img src="ancho" width="2000">'));
    expect(wide?.x).toBeCloseTo(64, 1);
    expect(wide?.width).toBeCloseTo(595.28 - 2 * 64, 1);
    expect(wide?.height).toBeCloseTo((wide?.width ?? 0) / 4, 1);
    const [tall] = await paintedImages(await render('<img src="alto" width="1000">'));
    expect(tall?.y).toBeGreaterThan(57);
    expect((tall?.y ?? 0) + (tall?.height ?? 0)).toBeLessThanOrEqual(841.89 - 36 + 0.01);
    expect(tall?.height).toBeCloseTo((tall?.width ?? 0) * 8, 1);
  });

  /** The font descriptors a PDF embeds. */
  const fontDescriptors = async (bytes: Uint8Array) =>
    (await PDFDocument.load(bytes)).context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFDict =>
          object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
      );
  /** Each embedded font's family, without the subset's suffix: `NotoSansArabic-Regular`. */
  const fontNames = async (bytes: Uint8Array) =>
    (await fontDescriptors(bytes)).map((descriptor) =>
      String(descriptor.get(PDFName.of('FontName')))
        .replace(/^\//, '')
        .replace(/-\d+$/, ''),
    );

  it('embeds its fonts, so the contract looks the same wherever it is opened', async () => {
    const descriptors = await fontDescriptors(await renderContractPdf(contract));
    expect(descriptors.length).toBeGreaterThanOrEqual(3);
    for (const descriptor of descriptors) expect(descriptor.has(PDFName.of('FontFile2'))).toBe(true);
  });

  it('embeds a Noto font only for the scripts it prints, and reads them back in reading order', async () => {
    expect(
      (await fontNames(await renderContractPdf(contract))).every((name) => name.startsWith('Liberation')),
    ).toBe(true);
    const names = ['周杰伦', 'فيروز', 'עומר אדם'];
    const pdf = await renderContractPdf({
      html: `<p>Actúan ${names.join(' con ')} y <strong>Ana</strong> hoy</p>`,
      signatories: [],
      lang: 'es',
    });
    // Each face gets the fallbacks of the scripts the document holds, subset to the glyphs it prints.
    expect(await fontNames(pdf)).toEqual(
      expect.arrayContaining(['NotoSansSC-Regular', 'NotoSansArabic-Regular', 'NotoSansHebrew-Regular']),
    );
    expect(pdf.byteLength).toBeLessThan(100_000);
    // What poppler reads, in reading order (it moves the spaces next to right-to-left text, and
    // pdf.js gives the glyphs' own letters in the order drawn).
    const [line = ''] = (await pdfTextLines(pdf)).map(withoutBidiMarks);
    expect(withoutSpaces(line)).toBe(withoutSpaces(`Actúan ${names.join(' con ')} y Ana hoy`));
  });

  it('makes a web link of an <a href> a viewer opens, over its words; other addresses print as text', async () => {
    const map = 'https://www.openstreetmap.org/search?query=Sala%20Apolo%20(Barcelona)';
    const bytes = await renderContractPdf({
      html: `<p>Mapa: <a href="${map}">ver el mapa</a>, o <a href="javascript:alert(1)">esto</a>.</p>`,
      signatories: [],
      lang: 'es',
    });
    const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    const page = await pdf.getPage(1);
    const links = (await page.getAnnotations()).filter((annotation) => annotation.subtype === 'Link');
    expect(links.map((link) => link.url)).toEqual([map.replace('(', '%28').replace(')', '%29')]);
    // the box lies over "ver el mapa": on the text's line, wider than a word, narrower than the line
    const { items } = await page.getTextContent();
    const text = items.find((item) => 'str' in item && item.str.includes('Mapa'));
    const [left = 0, bottom = 0, right = 0, top = 0] = links[0]?.rect ?? [];
    const baseline = text && 'transform' in text ? Number(text.transform[5]) : Number.NaN;
    expect(bottom).toBeLessThan(baseline);
    expect(top).toBeGreaterThan(baseline);
    expect(right - left).toBeGreaterThan(40);
    expect(right - left).toBeLessThan(90);
    expect((await extract(bytes))[0]?.text).toContain('esto');
    await pdf.destroy();
  });

  it('writes "page N of M" in English', async () => {
    const english = await extract(
      await renderContractPdf({ html: '<p>Agreement.</p>', signatories: [], lang: 'en' }),
    );
    expect(english.map((page) => page.artifacts)).toEqual([['page 1 of 1']]);
    expect(collapsed(english[0]?.text ?? '')).toBe('Agreement.');
  });
});
