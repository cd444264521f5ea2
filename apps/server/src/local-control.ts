import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { AppError, newToken, seedDemoData } from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

export const CONTROL_HEADER = 'x-bolo-control';
export const SEED_DEMO_PATH = '/internal/seed-demo';

const sameToken = (given: unknown, token: Buffer) =>
  typeof given === 'string' &&
  Buffer.byteLength(given) === token.length &&
  timingSafeEqual(Buffer.from(given), token);

/** The loopback address a command on this machine reaches the server at. */
function loopbackUrl({ address, family, port }: AddressInfo) {
  if (address === '0.0.0.0') return `http://127.0.0.1:${port}`;
  if (address === '::') return `http://[::1]:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

/**
 * On PGlite the server is the only process that may open the folder, so `npm run db:seed-demo`
 * run beside it asks the server to seed instead. The token is written into the folder's lock file
 * (mode 600) once the server listens: whoever can read it can read the database files anyway, so
 * it grants nothing a local user did not have. Without a lock (PostgreSQL, memory) there is no route.
 */
export function registerLocalControl(app: FastifyInstance, database: Database) {
  const lock = database.lock;
  if (!lock) return;
  const token = newToken();
  const tokenBytes = Buffer.from(token);
  app.post(SEED_DEMO_PATH, {
    bodyLimit: 1,
    // refused before any body is read
    onRequest: async (req, reply) => {
      if (!sameToken(req.headers[CONTROL_HEADER], tokenBytes)) {
        return sendError(new AppError('unauthorized'), req, reply);
      }
    },
    handler: async () => ({ added: await seedDemoData(database.db) }),
  });
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') lock.setControl({ url: loopbackUrl(address), token });
  });
}
