/** A frame document's own policy: it loads nothing but the images embedded in it. */
export const framePolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/**
 * `body` as the document of a `sandbox=""` frame (no script, no form, no navigation, an origin of
 * its own) under `framePolicy`, so whatever the HTML holds is shown, never run or fetched. The
 * frame also inherits the app page's policy, so a `<style>` of ours carries the page's `nonce`.
 */
export function frameDocument(body: string, style?: { css: string; nonce: string }): string {
  const styleElement = style
    ? `<style${style.nonce ? ` nonce="${style.nonce}"` : ''}>${style.css}</style>`
    : '';
  return `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${framePolicy}">${styleElement}</head><body>${body}</body></html>`;
}
