import { frameDocument } from '../../../lib/frame-document';

const previewCss = `
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 15px; line-height: 1.45; margin: 16px; color: #1a1b1e; }
img { max-width: 100%; height: auto; }
table { border-collapse: collapse; width: 100%; }
td, th { border: 1px solid #ced4da; padding: 4px 6px; vertical-align: top; }
hr[data-page-break] { border: 0; border-top: 2px dashed #adb5bd; margin: 24px 0; }
`;

/** A rendered body as the preview frame's document (lib/frame-document.ts), in the page's serif. */
export const previewDocument = (body: string, nonce: string): string =>
  frameDocument(body, { css: previewCss, nonce });

/** The text of a rendered subject (values come HTML-escaped: "Zahara &amp; Co" reads "Zahara & Co"). */
export function textOfHtml(html: string): string {
  // a parsed document is inert: nothing in it runs or loads
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
