import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors';
import { testImage } from '../testing';
import { checkImage, imageTypeOf, makeThumbnail, THUMBNAIL_SIZE } from './images';
import { MAX_FILE_BYTES } from './uploads';

describe('checking an uploaded image', () => {
  it('takes PNG, JPEG and WebP by their bytes', async () => {
    for (const type of ['png', 'jpeg', 'webp'] as const)
      expect(imageTypeOf(await testImage(type, 4, 4))).toBe(type);
  });

  it('refuses SVG, other types and files over the limit with their catalogue codes', async () => {
    const refused = (appCode: string) => expect.objectContaining({ appCode });
    expect(() => imageTypeOf(new TextEncoder().encode('<svg/>'))).toThrow(refused('svg_not_supported'));
    expect(() => imageTypeOf(new TextEncoder().encode('%PDF-1.4'))).toThrow(refused('unsupported_file_type'));
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(await testImage('png', 2, 2));
    expect(() => imageTypeOf(big)).toThrow(refused('payload_too_large'));
  });
});

describe('thumbnails', () => {
  it('fit a 320 px square in WebP, keep the proportions and never enlarge', async () => {
    const wide = await sharp(await makeThumbnail(await testImage('jpeg', 1600, 900))).metadata();
    expect(wide).toMatchObject({ format: 'webp', width: THUMBNAIL_SIZE, height: 180 });
    const tall = await sharp(await makeThumbnail(await testImage('png', 300, 1200))).metadata();
    expect(tall).toMatchObject({ width: 80, height: THUMBNAIL_SIZE });
    const small = await sharp(await makeThumbnail(await testImage('webp', 40, 30))).metadata();
    expect(small).toMatchObject({ width: 40, height: 30 });
  });

  it('refuse a damaged image, and one whose pixels would not fit in memory', async () => {
    const damaged = (await testImage('png', 64, 64)).subarray(0, 200);
    await expect(makeThumbnail(damaged)).rejects.toMatchObject({ appCode: 'unsupported_file_type' });
    // A 10 000 × 10 000 picture of one colour compresses to a few kilobytes.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(MAX_FILE_BYTES);
    await expect(makeThumbnail(bomb)).rejects.toMatchObject({ appCode: 'payload_too_large' });
    // making the 100-megapixel picture is seconds of one core's work on a busy two-core runner
  }, 30_000);
});

describe('checking an image with the rules of its upload', () => {
  const rules = {
    maxBytes: 1024 * 1024,
    thumbnailSize: 400,
    tooLarge: () => new AppError('poster_too_large'),
    notImage: () => new AppError('poster_not_image'),
  };

  it('gives the upright size of a photo turned by its EXIF orientation, and a thumbnail of that size', async () => {
    const turned = await sharp(await testImage('jpeg', 600, 300))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const checked = await checkImage(turned, rules);
    expect(checked).toMatchObject({ type: 'jpeg', width: 300, height: 600 });
    expect(await sharp(checked.thumbnail).metadata()).toMatchObject({ width: 200, height: 400 });
  });

  it('refuses with the upload’s own codes', async () => {
    const big = new Uint8Array(rules.maxBytes + 1);
    big.set(await testImage('png', 2, 2));
    await expect(checkImage(big, rules)).rejects.toMatchObject({ appCode: 'poster_too_large' });
    const text = new TextEncoder().encode('just text');
    await expect(checkImage(text, rules)).rejects.toMatchObject({ appCode: 'poster_not_image' });
    const damaged = (await testImage('png', 64, 64)).subarray(0, 200);
    await expect(checkImage(damaged, rules)).rejects.toMatchObject({ appCode: 'poster_not_image' });
  });
});
