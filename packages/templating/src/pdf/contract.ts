import { PDFDocument, type PDFImage } from 'pdf-lib';
import { appendAnnexes, loadAnnex } from './annexes';
import { PdfInputError } from './errors';
import { embedFaces, type Faces } from './fonts';
import { allBlocks, type Block, readContractHtml, textOf } from './html';
import { embedImage, fit, imageBytes } from './images';
import { bodySize, type LayoutContext, layoutBlocks, paginate } from './layout';
import { piece } from './lines';
import { Sheet } from './sheet';
import { type Signatory, signatureBoxes } from './signatures';

export type { Signatory };

export type ContractPdfInput = {
  /** The rendered contract template. */
  html: string;
  /** The company's principal image, on top of every page. */
  header?: { image: Uint8Array };
  /** The company's pie image, at the foot of every page beside the page number. */
  footer?: { image: Uint8Array };
  signatories: Signatory[];
  /** Uploaded PDFs, appended after the body in this order. */
  annexes?: Uint8Array[];
  /** Bytes for `<img src="key">`; data URLs need none. */
  images?: Record<string, Uint8Array>;
  lang: 'es' | 'en';
  title?: string;
  /** Past this many pages the document is refused (`pdf_too_many_pages`) as it is laid out. */
  maxPages?: number;
  /** Pages that come before these in the final file: "página N de M" counts them (a signed contract's last pages). */
  pageOffset?: number;
};

/** A4 in points. */
const pageSize: [number, number] = [595.28, 841.89];
const margin = { side: 64, top: 36, bottom: 30 };
const headerHeight = 42;
const footerHeight = 28;

const pageLabel = (lang: ContractPdfInput['lang'], page: number, pages: number) =>
  lang === 'es' ? `página ${page} de ${pages}` : `page ${page} of ${pages}`;

const imageSources = (blocks: Block[]): string[] =>
  allBlocks(blocks).flatMap((block) => (block.kind === 'image' ? [block.src] : []));

async function embedImages(doc: PDFDocument, blocks: Block[], images: Record<string, Uint8Array>) {
  const embedded = new Map<string, PDFImage>();
  for (const src of new Set(imageSources(blocks))) {
    embedded.set(src, await embedImage(doc, imageBytes(src, images), 'an image of the contract'));
  }
  return embedded;
}

/** Drawn once the body is laid out, when the number of pages is known. */
function drawHeaderAndFooter(
  sheets: Sheet[],
  faces: Faces,
  { lang, pageOffset = 0 }: Pick<ContractPdfInput, 'lang' | 'pageOffset'>,
  header?: PDFImage,
  footer?: PDFImage,
) {
  const [pageWidth, pageHeight] = pageSize;
  sheets.forEach((sheet, index) => {
    if (header) {
      const size = fit(header, pageWidth - 2 * margin.side, headerHeight);
      sheet.image(header, margin.side, pageHeight - margin.top, size.width, size.height);
    }
    if (footer) {
      const size = fit(footer, (pageWidth - 2 * margin.side) * 0.7, footerHeight);
      sheet.image(footer, margin.side, margin.bottom + size.height, size.width, size.height);
    }
    const label = piece(
      pageLabel(lang, pageOffset + index + 1, pageOffset + sheets.length),
      faces.regular,
      9,
      false,
    );
    sheet.artifact(label, pageWidth - margin.side - label.width, margin.bottom + 4);
  });
}

/**
 * The contract as a PDF: the rendered template typeset on A4 pages with the company's header and
 * footer, "página N de M", the signatories' block, then the annexes. Fonts are embedded (subset),
 * so every character is exact and the text can be selected and extracted.
 */
export async function renderContractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const annexes = await Promise.all((input.annexes ?? []).map(loadAnnex));
  const doc = await PDFDocument.create();
  doc.setTitle(input.title ?? (input.lang === 'es' ? 'Contrato' : 'Contract'));
  doc.setLanguage(input.lang === 'es' ? 'es-ES' : 'en-GB');
  doc.setCreator('Bolo');
  doc.setProducer('Bolo');
  const blocks = readContractHtml(input.html);
  const signed = input.signatories.flatMap(({ name, cargo = '', dni = '' }) => [name, cargo, dni]);
  const faces = await embedFaces(doc, textOf(blocks) + signed.join(''));
  const header = input.header && (await embedImage(doc, input.header.image, 'the header image'));
  const footer = input.footer && (await embedImage(doc, input.footer.image, 'the footer image'));
  const [pageWidth, pageHeight] = pageSize;
  const frame = {
    x: margin.side,
    top: pageHeight - margin.top - (header ? headerHeight + 18 : 0),
    bottom: margin.bottom + Math.max(footer ? footerHeight : 0, bodySize) + 16,
  };
  const width = pageWidth - 2 * margin.side;
  const context: LayoutContext = {
    faces,
    images: await embedImages(doc, blocks, input.images ?? {}),
    maxImageHeight: (frame.top - frame.bottom) * 0.9,
    justify: true,
    depth: 0,
  };
  const firmas = await Promise.all(
    input.signatories.map(({ name, firma }) => firma && embedImage(doc, firma, `the signature of ${name}`)),
  );
  const boxes = [
    ...layoutBlocks(blocks, width, context),
    ...signatureBoxes(input.signatories, firmas, width, context),
  ];
  const sheets: Sheet[] = [];
  paginate(boxes, frame, () => {
    if (input.maxPages !== undefined && sheets.length >= input.maxPages)
      throw new PdfInputError('pdf_too_many_pages', `The document has more than ${input.maxPages} pages`);
    const sheet = new Sheet(doc.addPage(pageSize));
    sheets.push(sheet);
    return sheet;
  });
  drawHeaderAndFooter(sheets, faces, input, header, footer);
  await appendAnnexes(doc, annexes);
  return doc.save();
}
