import sharp from 'sharp';
import { AppError } from '../errors';
import { sniffFileType } from './file-type';
import { type ImageType, MAX_FILE_BYTES } from './uploads';

/** Largest picture we decode: a small compressed file can unpack into gigabytes of pixels. */
const MAX_PIXELS = 50_000_000;
/** Thumbnails fit in a square of this many pixels. */
export const THUMBNAIL_SIZE = 320;

/** The type of an uploaded file from its bytes; refuses anything but PNG, JPEG and WebP, and big files. */
export function imageTypeOf(bytes: Uint8Array): ImageType {
  if (bytes.byteLength > MAX_FILE_BYTES) throw new AppError('payload_too_large');
  const type = sniffFileType(bytes);
  if (type === 'svg') throw new AppError('svg_not_supported');
  if (type === 'unknown') throw new AppError('unsupported_file_type');
  return type;
}

/**
 * A WebP thumbnail of an image, upright and at most THUMBNAIL_SIZE on each side. Decoding the whole
 * image also proves it is not damaged: one that cannot be decoded is refused like a wrong type.
 */
export async function makeThumbnail(bytes: Uint8Array): Promise<Uint8Array> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch((error: unknown) => {
      throw new AppError('unsupported_file_type', { cause: error });
    });
  if (metadata.width * metadata.height > MAX_PIXELS) throw new AppError('payload_too_large');
  try {
    return await sharp(bytes)
      .autoOrient()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    throw new AppError('unsupported_file_type', { cause: error });
  }
}
