import { inflateSync } from 'node:zlib';
import { PDFArray, type PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { PdfInputError } from './errors';

/**
 * The most a stream of an annex may decode to, and all of them together. A page stream of 408 KB
 * that inflated to 210 MB took a reader 25 s to draw; a real page is well under a megabyte.
 */
export const MAX_ANNEX_STREAM_BYTES = 20_000_000;
export const MAX_ANNEX_DECODED_BYTES = 100_000_000;
/** The most drawing operators the pages of an annex may hold (a dense page of text has a few thousand). */
export const MAX_ANNEX_OPERATORS = 5_000_000;

const tooHeavy = (what: string) =>
  new PdfInputError('contract_annex_too_heavy', `The annex's ${what} passes the bound`);

const isFlate = (stream: PDFRawStream) => {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const first = filter instanceof PDFArray ? filter.get(0) : filter;
  return first === PDFName.of('FlateDecode');
};

/** A stream's bytes once inflated, stopping at `limit` (zlib never makes more than that). */
function decoded(stream: PDFRawStream, limit: number): Uint8Array {
  if (!isFlate(stream)) return stream.contents;
  try {
    return inflateSync(stream.contents, { maxOutputLength: limit + 1, finishFlush: 2 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooHeavy('decoded stream');
    return new Uint8Array();
  }
}

const isLetter = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
/** PDF white space and delimiters: what may stand before an operator. */
const delimiters = new Set([
  0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d,
]);

/**
 * An upper estimate of the operators in content bytes: each word that starts with a letter after
 * white space or a delimiter (a name's `/` never counts; text inside strings may, which only errs
 * on the side of counting more).
 */
export function operatorCount(bytes: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    if (isLetter(byte) && (i === 0 || delimiters.has(bytes[i - 1] ?? 0))) count++;
  }
  return count;
}

/** The content streams each page draws with (one stream may serve many pages, and is drawn on each). */
function pageContents(doc: PDFDocument): PDFRef[] {
  return doc.getPages().flatMap((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    if (contents instanceof PDFArray) return contents.asArray() as PDFRef[];
    return contents instanceof PDFRef ? [contents] : [];
  });
}

/**
 * Refuses an annex (`contract_annex_too_heavy`) one of whose streams inflates past
 * `MAX_ANNEX_STREAM_BYTES`, whose streams together pass `MAX_ANNEX_DECODED_BYTES`, or whose pages
 * draw more than `MAX_ANNEX_OPERATORS`. Every inflation stops at its bound, so the check is
 * bounded too. Images are left out: their size is their pixels', which readers draw quickly.
 */
export function checkAnnexStreams(doc: PDFDocument): void {
  const operatorsOf = new Map<PDFRef, number>();
  let total = 0;
  let operators = 0;
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const subtype = object.dict.get(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Image')) continue;
    const bytes = decoded(object, Math.min(MAX_ANNEX_STREAM_BYTES, MAX_ANNEX_DECODED_BYTES - total));
    total += bytes.length;
    if (total > MAX_ANNEX_DECODED_BYTES) throw tooHeavy('decoded streams');
    // Font programs and the like are no drawing; a form is counted once, however often it is called.
    if (subtype === PDFName.of('Form')) operators += operatorCount(bytes);
    else if (subtype === undefined) operatorsOf.set(ref, operatorCount(bytes));
  }
  for (const ref of pageContents(doc)) {
    operators += operatorsOf.get(ref) ?? 0;
    if (operators > MAX_ANNEX_OPERATORS) throw tooHeavy('drawing');
  }
}
