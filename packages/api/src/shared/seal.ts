import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** The AES-256 key of one use (`purpose`), derived from the server's link secret for that use only. */
const sealKey = (secret: Uint8Array, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest();

/**
 * `bytes` encrypted (AES-256-GCM) under the key of `purpose`, with `context` (what the sealed value
 * belongs to, a row's id) authenticated: without the server's secret the text gives nothing, and it
 * opens only for the same purpose and context. base64url of IV (12 bytes), tag (16), ciphertext.
 */
export function seal(secret: Uint8Array, purpose: string, bytes: Uint8Array, context = ''): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
  if (context) cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The bytes a sealed text holds; null when it was sealed with another secret, purpose or context, or altered. */
export function unseal(secret: Uint8Array, purpose: string, sealed: string, context = ''): Uint8Array | null {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret, purpose), bytes.subarray(0, 12));
    if (context) decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]));
  } catch {
    return null;
  }
}
