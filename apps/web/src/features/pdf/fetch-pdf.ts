import { restErrorOfResponse, restHeaders } from '../../lib/rest';
import { fileNameOfDisposition } from './pdf-source';

/** A PDF read from the server: its bytes and the file name the server gave it, if any. */
export interface FetchedPdf {
  blob: Blob;
  name: string | null;
}

/** Whether the first bytes are a PDF's signature (`%PDF-` within the first 1024 bytes, as readers allow). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/**
 * Fetches a PDF from a same-origin path with the sign-in cookie (a GET, or a POST with a JSON
 * body). A refusal throws the server's message; an answer that is not a PDF throws `notPdf`.
 */
export async function fetchPdf(
  path: string,
  messages: { failed: string; notPdf: string },
  json?: unknown,
): Promise<FetchedPdf> {
  const response = await fetch(path, {
    method: json === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: {
      ...restHeaders(),
      Accept: 'application/pdf',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok) throw await restErrorOfResponse(response, messages.failed);
  const blob = await response.blob();
  if (!looksLikePdf(new Uint8Array(await blob.slice(0, 1024).arrayBuffer())))
    throw new Error(messages.notPdf);
  return {
    blob: blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
    name: fileNameOfDisposition(response.headers.get('Content-Disposition')),
  };
}
