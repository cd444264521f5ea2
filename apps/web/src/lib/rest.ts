import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@bolo/api/csrf';
import { currentLocale } from '../i18n/locale';

/**
 * A refused call to one of the REST paths the web app uses where tRPC cannot serve (multipart
 * uploads, PDF bytes): the server's `{code, message}`, the message already in the person's language.
 */
export class RestError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/**
 * The headers the app's tRPC calls send too: the person's language and time zone, and the header
 * that proves to the server the call comes from Bolo's own page (no cross-site forgery).
 */
export const restHeaders = (): Record<string, string> => ({
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
  'x-locale': currentLocale(),
  'X-Timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
});

/** A REST error answer's body as a RestError; `fallback` when it is not one of ours. */
export function restErrorOf(body: unknown, status: number, fallback: string): RestError {
  const field = (name: 'code' | 'message') =>
    typeof body === 'object' && body !== null && name in body
      ? (body as Record<string, unknown>)[name]
      : undefined;
  const message = field('message');
  const code = field('code');
  return new RestError(
    typeof message === 'string' ? message : fallback,
    typeof code === 'string' ? code : undefined,
    status,
  );
}

/** Reads a refused `fetch` answer as a RestError (its JSON when it has one). */
export async function restErrorOfResponse(response: Response, fallback: string): Promise<RestError> {
  const body: unknown = await response.json().catch(() => null);
  return restErrorOf(body, response.status, fallback);
}

/**
 * Posts a form to a REST path with XMLHttpRequest, whose upload events give the progress (fetch
 * has none); the sign-in cookie goes with it. Answers the JSON the server sends back.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  messages: { failed: string; network: string },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    for (const [name, value] of Object.entries(restHeaders())) request.setRequestHeader(name, value);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(restErrorOf(body, request.status, messages.failed));
    };
    request.onerror = () => reject(new Error(messages.network));
    request.send(form);
  });
}
