import { type Services, signingPageOpens } from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyInstance } from 'fastify';
import type { SendAppPage } from './web';

/**
 * `GET /firmar/{token}` and `/en/firmar/{token}`: a contract's signing page (issue 31), the web
 * app's page, with status 404 when the token names no signing, so the document itself says so.
 * A signing that no longer takes a signature (voided, expired) still answers 200: its page says why.
 */
export function registerSigningPage(
  app: FastifyInstance,
  database: Database,
  services: Pick<Services, 'linkSecret'>,
  sendAppPage: SendAppPage,
) {
  for (const prefix of ['', '/en']) {
    app.get<{ Params: { token: string } }>(`${prefix}/firmar/:token`, async (req, reply) => {
      const opens = await signingPageOpens(database.db, services.linkSecret, req.params.token, req.ip);
      return sendAppPage(
        reply
          .status(opens ? 200 : 404)
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .header('referrer-policy', 'no-referrer'),
      );
    });
  }
}
