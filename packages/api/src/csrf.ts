/**
 * The header the web app sends with every call: a page on another site cannot add a custom header
 * to a request without a CORS preflight, which Bolo never grants, so its presence proves the call
 * comes from Bolo's own pages. The server refuses cookie-signed changes without it (`csrf_rejected`).
 */
export const CSRF_HEADER = 'x-bolo-csrf';
export const CSRF_HEADER_VALUE = '1';
