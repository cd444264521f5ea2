import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of every answer: scripts only from Bolo's own files, nothing
 * embedded elsewhere, no plugins, forms and calls only to Bolo. A page's `<style>` elements need
 * the nonce it was served with (Mantine's and Tiptap's styles take it from the page); style
 * *attributes* stay allowed, because the rich-text editor writes alignment as one and the mail and
 * template previews (sandboxed srcdoc frames, which inherit this policy) are HTML mail full of them.
 * pdf.js runs in a worker from Bolo's files and draws pages to images and canvases (`blob:`, `data:`).
 */
export function cspDirectives(styleNonce?: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const headerOf = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * Sends an HTML page whose `nonce="…"` attributes get a fresh nonce, with the policy that admits
 * exactly those `<style>` elements. A new nonce for each answer, so a stored one is worth nothing.
 */
export function sendHtmlPage(reply: FastifyReply, html: string) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .header('content-security-policy', headerOf(cspDirectives(nonce)))
    .type('text/html; charset=utf-8')
    .send(html.replace(/ nonce="[^"]*"/g, ` nonce="${nonce}"`));
}
