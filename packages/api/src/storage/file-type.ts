import { type CertificateType, type ImageType, imageTypes } from './uploads';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** Whether the start of a text file is an SVG document (XML prolog, comments, doctype allowed). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  // The decoder drops a byte-order mark.
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).trimStart();
  return head.startsWith('<') && /<svg[\s>/]/i.test(head);
}

/**
 * What a file is, from its first bytes (its magic number), whatever its name or declared type
 * says: one of the image types we take, `svg` (refused: we do not sanitise the scripts an SVG can
 * carry), or `unknown`.
 */
export function sniffFileType(bytes: Uint8Array): ImageType | 'svg' | 'unknown' {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  if (looksLikeSvg(bytes)) return 'svg';
  return 'unknown';
}

const PDF = ascii('%PDF-');

/** A certificate's type from its bytes: a PDF, PNG or JPEG whatever its name says; else null. */
export function certificateType(bytes: Uint8Array): CertificateType | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  const sniffed = sniffFileType(bytes);
  return sniffed === 'png' || sniffed === 'jpeg' ? sniffed : null;
}

/**
 * How a stored file is served for download, from its bytes and not from what it was uploaded as:
 * a PDF or one of our image types as such, anything else as plain bytes.
 */
export function servedType(bytes: Uint8Array): { contentType: string; extension: string } {
  if (startsWith(bytes, PDF)) return { contentType: 'application/pdf', extension: 'pdf' };
  const sniffed = sniffFileType(bytes);
  if (sniffed === 'png' || sniffed === 'jpeg' || sniffed === 'webp') {
    return { contentType: imageTypes[sniffed], extension: sniffed };
  }
  return { contentType: 'application/octet-stream', extension: 'bin' };
}
