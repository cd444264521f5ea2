import { linkIsOpen, type Services, signingPageOpens } from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyInstance } from 'fastify';
import type { SendAppPage } from './web';

/**
 * A public link's page, `GET /{path}/{token}` and `/en/{path}/{token}`: the web app's page, with
 * status 404 when the token does not open, so the document itself says so, not only the page's API
 * calls; the page shows its own text either way. Never cached, indexed or sent as a referrer.
 */
function registerLinkPage(
  app: FastifyInstance,
  path: string,
  opens: (token: string, ipAddress: string) => Promise<boolean>,
  sendAppPage: SendAppPage,
) {
  for (const prefix of ['', '/en']) {
    app.get<{ Params: { token: string } }>(`${prefix}/${path}/:token`, async (req, reply) =>
      sendAppPage(
        reply
          .status((await opens(req.params.token, req.ip)) ? 200 : 404)
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .header('referrer-policy', 'no-referrer'),
      ),
    );
  }
}

/**
 * The counterparty's form (`/altainfo/{token}`: 404 when unknown, expired or revoked) and a
 * contract's signing page (`/firmar/{token}`, issue 31: 404 when the token names no signing; a
 * voided or expired signing answers 200, its page says why). Only with the built web app.
 */
export function registerLinkPages(
  app: FastifyInstance,
  database: Database,
  services: Pick<Services, 'linkSecret'>,
  sendAppPage: SendAppPage,
) {
  registerLinkPage(app, 'altainfo', (token, ip) => linkIsOpen(database.db, token, ip), sendAppPage);
  registerLinkPage(
    app,
    'firmar',
    (token, ip) => signingPageOpens(database.db, services.linkSecret, token, ip),
    sendAppPage,
  );
}
