import { PDFDocument } from 'pdf-lib';
import { PdfInputError } from './errors';

const header = new TextEncoder().encode('%PDF-');

/** Readers accept the `%PDF-` header anywhere in the first 1024 bytes; so do we. */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const limit = Math.min(bytes.length - header.length, 1024);
  for (let start = 0; start <= limit; start++) {
    if (header.every((byte, i) => bytes[start + i] === byte)) return true;
  }
  return false;
}

/** Loads an uploaded annex, refusing what is not a readable PDF by its bytes (not its name). */
export async function loadAnnex(bytes: Uint8Array): Promise<PDFDocument> {
  if (hasPdfHeader(bytes)) {
    try {
      return await PDFDocument.load(bytes, { updateMetadata: false });
    } catch {}
  }
  throw new PdfInputError('contract_annex_not_pdf', 'The annex is not a PDF document');
}

/** Appends every page of the annexes, in order, after the pages already in `doc`. */
export async function appendAnnexes(doc: PDFDocument, annexes: PDFDocument[]): Promise<void> {
  for (const annex of annexes) {
    for (const page of await doc.copyPages(annex, annex.getPageIndices())) doc.addPage(page);
  }
}
