import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** The AES-256 key of sealed tokens, derived from the server's link secret for this use only. */
const sealKey = (secret: Uint8Array) =>
  createHmac('sha256', secret).update('counterparty-link-seal').digest();

/**
 * The token encrypted (AES-256-GCM) so staff can copy the current link again; without the
 * server's secret the stored text gives nothing. base64url of IV (12 bytes), tag (16), ciphertext.
 */
export function sealToken(secret: Uint8Array, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The token a sealed text holds; null when it was sealed with another secret or altered. */
export function unsealToken(secret: Uint8Array, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The public page a token opens. */
export const counterpartyUrl = (publicUrl: string, token: string) => `${publicUrl}/altainfo/${token}`;
