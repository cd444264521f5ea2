import { setNonce } from 'get-nonce';
import { z } from 'zod';

/**
 * The nonce the server gave this page for its `<style>` elements (the policy admits no others);
 * empty under the development server, which sets no policy.
 */
export const styleNonce = (): string =>
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

/**
 * Gives the page's style nonce to the libraries that write `<style>` elements of their own (the
 * modals' scroll lock reads it from `get-nonce`), and keeps zod from trying `new Function`, which
 * the policy refuses (it falls back, but the browser reports a violation each time).
 */
export function followContentSecurityPolicy(): void {
  setNonce(styleNonce());
  z.config({ jitless: true });
}
