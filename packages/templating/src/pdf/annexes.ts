import { PDFDocument } from 'pdf-lib';
import { checkAnnexStreams } from './annex-streams';
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

/**
 * The most pages an annex may have. Appending pages is synchronous work on the server's one
 * thread (a 20 000-page annex took 6.7 s a contract); a real annex (a rider, plans) is far shorter.
 */
export const MAX_ANNEX_PAGES = 500;

const tooManyPages = () =>
  new PdfInputError('contract_annex_too_many_pages', `The annex has more than ${MAX_ANNEX_PAGES} pages`);

/** Whether the pages of a PDF copy into a new document, as the contract will (a broken page tree does not). */
async function pagesCopy(doc: PDFDocument): Promise<boolean> {
  try {
    const probe = await PDFDocument.create();
    await probe.copyPages(doc, doc.getPageIndices());
    return true;
  } catch {
    return false;
  }
}

/**
 * The largest page count a PDF's page tree nodes (`/Count n`) state in its plain bytes: a file past
 * the limit is refused before pdf-lib parses every object (1.6 s for 20 000 pages). Nodes inside
 * compressed object streams are not seen here; the full load then counts them.
 */
function statedPages(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let most = 0;
  for (const match of text.matchAll(/\/Count\s+(\d{1,9})/g)) most = Math.max(most, Number(match[1]));
  return most;
}

/**
 * Loads an annex, refusing what is not a readable PDF by its bytes (not its name) with at least
 * one page that can be copied into the contract, one of more than `MAX_ANNEX_PAGES` pages, and
 * one too heavy to draw (./annex-streams.ts).
 */
export async function loadAnnex(bytes: Uint8Array): Promise<PDFDocument> {
  let doc: PDFDocument | undefined;
  let pages = 0;
  if (statedPages(bytes) > MAX_ANNEX_PAGES) throw tooManyPages();
  if (hasPdfHeader(bytes)) {
    try {
      doc = await PDFDocument.load(bytes, { updateMetadata: false });
      pages = doc.getPageCount();
    } catch {}
  }
  if (doc && pages > MAX_ANNEX_PAGES)
    throw new PdfInputError(
      'contract_annex_too_many_pages',
      `The annex has more than ${MAX_ANNEX_PAGES} pages`,
    );
  if (doc && pages > 0 && (await pagesCopy(doc))) {
    checkAnnexStreams(doc);
    return doc;
  }
  throw new PdfInputError('contract_annex_not_pdf', 'The annex is not a PDF document');
}

/** Appends every page of the annexes, in order, after the pages already in `doc`. */
export async function appendAnnexes(doc: PDFDocument, annexes: PDFDocument[]): Promise<void> {
  for (const annex of annexes) {
    for (const page of await doc.copyPages(annex, annex.getPageIndices())) doc.addPage(page);
  }
}
