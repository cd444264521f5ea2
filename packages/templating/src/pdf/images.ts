import type { PDFDocument, PDFImage } from 'pdf-lib';
import { PdfInputError } from './errors';

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** Embeds a PNG or JPEG, told apart by their bytes (a name or a MIME type can lie). */
export async function embedImage(doc: PDFDocument, bytes: Uint8Array, name: string): Promise<PDFImage> {
  try {
    if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return await doc.embedPng(bytes);
    if (startsWith(bytes, [0xff, 0xd8, 0xff])) return await doc.embedJpg(bytes);
  } catch {}
  throw new PdfInputError('contract_image_invalid', `${name} is not a PNG or JPEG image`);
}

/** The bytes an `<img src>` names: a base64 data URL or a key of the images handed in. */
export function imageBytes(src: string, images: Record<string, Uint8Array>): Uint8Array {
  const data = /^data:image\/[a-z+.-]+;base64,(.*)$/is.exec(src);
  if (data?.[1] !== undefined) return Buffer.from(data[1], 'base64');
  const bytes = Object.hasOwn(images, src) ? images[src] : undefined;
  if (!bytes) throw new PdfInputError('contract_image_not_found', `No image ${src.slice(0, 80)}`);
  return bytes;
}

/** Scales an image into a `width` × `height` area, keeping its proportions. */
export function fit(image: PDFImage, width: number, height: number) {
  const scale = Math.min(width / image.width, height / image.height);
  return { width: image.width * scale, height: image.height * scale };
}
