import { linkIsOpen } from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyInstance } from 'fastify';
import type { SendAppPage } from './web';

/**
 * `GET /altainfo/{token}` and `/en/altainfo/{token}`: the web app's page, with status 404 when the
 * link does not open (unknown, expired, revoked), so the document itself says so, not only the
 * page's API calls. The page shows its own not-valid text either way. Only with the built web app.
 */
export function registerCounterpartyPage(app: FastifyInstance, database: Database, sendAppPage: SendAppPage) {
  for (const prefix of ['', '/en']) {
    app.get<{ Params: { token: string } }>(`${prefix}/altainfo/:token`, async (req, reply) => {
      const opens = await linkIsOpen(database.db, req.params.token, req.ip);
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
