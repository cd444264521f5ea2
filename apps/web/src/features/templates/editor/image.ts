/** The largest picture a template takes: the body is stored with its images, up to 500 000 characters. */
export const MAX_IMAGE_BYTES = 200 * 1024;

/**
 * Whether bytes are a PNG or a JPEG by their signature (what the contract typesetter reads),
 * whatever the file's name or type says.
 */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}

export type ImageRead = { ok: true; src: string } | { ok: false; reason: 'type' | 'size' };

/** A picked file as a data URL the editor embeds, or why it is refused. */
export async function readImage(file: Blob): Promise<ImageRead> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, reason: 'size' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (!type) return { ok: false, reason: 'type' };
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { ok: true, src: `data:${type};base64,${btoa(binary)}` };
}
