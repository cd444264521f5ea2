import type { FastifyRequest } from 'fastify';

const MASK = '***';

/**
 * Where a capability link's secret sits (whoever holds it opens the link, so no log line keeps it),
 * between what comes before it and after it: the links' paths (a contract's signing page, `/firmar/`,
 * among them, and a day sheet's, `/hoja/`), `?token=`, `?setPassword=`, and a tRPC input's `"token":"…"` (URL-encoded JSON).
 */
const secrets = [
  /^(\/(?:en\/)?altainfo\/)[^/?#]+()/,
  /^(\/(?:en\/)?firmar\/)[^/?#]+()/,
  /^(\/c\/)[^/?#]+()/,
  // a day sheet's page, not its two scripts
  /^(\/hoja\/)(?!(?:sw|page)\.js(?:[?#]|$))[^/?#]+()/,
  /^(\/ical\/)[^/?#]+?((?:\.ics)?)(?=[/?#]|$)/i,
  /([?&](?:token|setPassword)=)[^&#]*()/gi,
  /(%22token%22%3A%22)[^%&#]*()/gi,
];

/** A request's URL as the log writes it: the secret of a capability link masked. */
export const redactUrl = (url: string): string =>
  secrets.reduce((text, pattern) => text.replace(pattern, `$1${MASK}$2`), url);

/** Fastify's own request serializer, with the URL redacted. */
export const logRequest = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
