import { setNonce } from 'get-nonce';

/**
 * The nonce the server gave this page for its `<style>` elements (the policy admits no others);
 * empty under the development server, which sets no policy.
 */
export const styleNonce = (): string =>
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

/**
 * Gives the page's style nonce to the libraries that write `<style>` elements of their own and
 * read it from `get-nonce` (the modals' scroll lock, through react-remove-scroll).
 */
export function followContentSecurityPolicy(): void {
  setNonce(styleNonce());
}
