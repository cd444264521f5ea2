/**
 * A rendered body as the preview frame's document. The frame is `sandbox=""` (no script, no form,
 * no navigation, an origin of its own) and the document's policy lets it load nothing but the
 * images embedded in it, so whatever the HTML holds is shown, never run or fetched. The frame also
 * inherits the app page's policy, so its own `<style>` carries the page's `nonce`.
 */
export function previewDocument(body: string, nonce: string): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<style${nonce ? ` nonce="${nonce}"` : ''}>
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 15px; line-height: 1.45; margin: 16px; color: #1a1b1e; }
img { max-width: 100%; height: auto; }
table { border-collapse: collapse; width: 100%; }
td, th { border: 1px solid #ced4da; padding: 4px 6px; vertical-align: top; }
hr[data-page-break] { border: 0; border-top: 2px dashed #adb5bd; margin: 24px 0; }
</style></head><body>${body}</body></html>`;
}

/** The text of a rendered subject (values come HTML-escaped: "Zahara &amp; Co" reads "Zahara & Co"). */
export function textOfHtml(html: string): string {
  // a parsed document is inert: nothing in it runs or loads
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
