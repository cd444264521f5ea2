import { describe, expect, it } from 'vitest';
import { imageTypeOf, MAX_IMAGE_BYTES, readImage } from './image';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe('a picture inserted into a template', () => {
  it('is known as PNG or JPEG by its bytes, whatever it is called', () => {
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(jpeg)).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('<svg onload="x()">'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it('is embedded as a data URL of its own type', async () => {
    expect(await readImage(new Blob([png], { type: 'image/jpeg' }))).toEqual({
      ok: true,
      src: `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
    });
  });

  it('is refused when it is not a PNG or JPEG, or too large for the body', async () => {
    expect(await readImage(new Blob(['GIF89a'], { type: 'image/png' }))).toEqual({
      ok: false,
      reason: 'type',
    });
    const large = new Uint8Array(MAX_IMAGE_BYTES + 1);
    large.set(png);
    expect(await readImage(new Blob([large]))).toEqual({ ok: false, reason: 'size' });
  });
});
