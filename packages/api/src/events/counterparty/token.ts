import { seal, unseal } from '../../shared/seal';

/** What sealed tokens are encrypted for: the key is derived from the link secret for this use only. */
const PURPOSE = 'counterparty-link-seal';

/** The token encrypted (`seal`) so staff can copy the current link again. */
export const sealToken = (secret: Uint8Array, token: string): string =>
  seal(secret, PURPOSE, Buffer.from(token, 'utf8'));

/** The token a sealed text holds; null when it was sealed with another secret or altered. */
export function unsealToken(secret: Uint8Array, sealed: string): string | null {
  const bytes = unseal(secret, PURPOSE, sealed);
  return bytes && Buffer.from(bytes).toString('utf8');
}

/** The public page a token opens. */
export const counterpartyUrl = (publicUrl: string, token: string) => `${publicUrl}/altainfo/${token}`;
