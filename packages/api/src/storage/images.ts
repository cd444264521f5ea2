import sharp from 'sharp';
import { AppError } from '../shared/errors';
import { sniffFileType } from './file-type';
import type { FileStorage } from './storage';
import { type ImageType, MAX_FILE_BYTES } from './uploads';

/** Largest picture we decode: a small compressed file can unpack into gigabytes of pixels. */
const MAX_PIXELS = 50_000_000;
/** Thumbnails fit in a square of this many pixels. */
export const THUMBNAIL_SIZE = 320;

/** What one kind of upload takes: its largest file, its thumbnails, and the errors it refuses with. */
export interface ImageRules {
  maxBytes: number;
  thumbnailSize: number;
  /** A file past `maxBytes`, or with more pixels than we decode. */
  tooLarge: () => AppError;
  /** A file that is not a PNG, JPEG or WebP image, or one that cannot be decoded. */
  notImage: (cause?: unknown) => AppError;
}

/** The company images' rules: the uploads' common limit and catalogue codes. */
export const uploadRules: ImageRules = {
  maxBytes: MAX_FILE_BYTES,
  thumbnailSize: THUMBNAIL_SIZE,
  tooLarge: () => new AppError('payload_too_large'),
  notImage: (cause) => new AppError('unsupported_file_type', { cause }),
};

/** The type of an uploaded file from its bytes; refuses anything but PNG, JPEG and WebP, and big files. */
export function imageTypeOf(bytes: Uint8Array, rules: ImageRules = uploadRules): ImageType {
  if (bytes.byteLength > rules.maxBytes) throw rules.tooLarge();
  const type = sniffFileType(bytes);
  if (type === 'svg') throw new AppError('svg_not_supported');
  if (type === 'unknown') throw rules.notImage();
  return type;
}

/** An image that decodes: its type, upright size and WebP thumbnail. */
export interface CheckedImage {
  type: ImageType;
  width: number;
  height: number;
  thumbnail: Uint8Array;
}

/**
 * Checks an upload from its bytes and makes its WebP thumbnail, upright and at most
 * `thumbnailSize` on each side. Decoding the whole image also proves it is not damaged: one that
 * cannot be decoded is refused like a wrong type.
 */
export async function checkImage(bytes: Uint8Array, rules: ImageRules = uploadRules): Promise<CheckedImage> {
  const type = imageTypeOf(bytes, rules);
  const metadata = await sharp(bytes)
    .metadata()
    .catch((error: unknown) => {
      throw rules.notImage(error);
    });
  if (metadata.width * metadata.height > MAX_PIXELS) throw rules.tooLarge();
  try {
    const thumbnail = await sharp(bytes)
      .autoOrient()
      .resize(rules.thumbnailSize, rules.thumbnailSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    // EXIF orientations 5 to 8 turn the picture a quarter: its upright size swaps the sides.
    const turned = (metadata.orientation ?? 1) >= 5;
    const [width, height] = turned ? [metadata.height, metadata.width] : [metadata.width, metadata.height];
    return { type, width, height, thumbnail };
  } catch (error) {
    throw rules.notImage(error);
  }
}

/** Where the thumbnail of the image stored under `key` is kept. */
export const thumbnailKey = (key: string) => `${key}.thumb.webp`;

/** The thumbnail of an image already stored (one kept before thumbnails were made). */
export const makeThumbnail = async (
  bytes: Uint8Array,
  rules: ImageRules = uploadRules,
): Promise<Uint8Array> => (await checkImage(bytes, rules)).thumbnail;

/**
 * A stored picture as the typesetter takes it: PNG and JPEG as they are, a WebP (companies may
 * upload one) turned into PNG. A key whose file is gone, or is not such a picture, gives nothing,
 * so the contract still prints.
 */
export async function printableImage(
  storage: FileStorage,
  key: string | null | undefined,
): Promise<Uint8Array | undefined> {
  const bytes = key ? await storage.get(key) : null;
  const type = bytes && sniffFileType(bytes);
  if (!bytes || (type !== 'png' && type !== 'jpeg' && type !== 'webp')) return undefined;
  if (type !== 'webp') return bytes;
  return sharp(bytes)
    .png()
    .toBuffer()
    .then(
      (png) => new Uint8Array(png),
      () => undefined,
    );
}
