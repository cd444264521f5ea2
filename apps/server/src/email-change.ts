import { AppError, cancelEmailChange, confirmEmailChange, emailChangeLinkInput } from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/**
 * `POST /email-change {token, action}`: the page a mailed link of an email change opens sends it
 * here. `confirm` (the link to the new address) makes it the account's, `cancel` (the link to the
 * old one) undoes the change. No session: the token is the secret. A plain route, not a tRPC
 * procedure: the api router's type is at the size TypeScript still writes (decisions.md, issue 28).
 */
export function registerEmailChangeLinks(app: FastifyInstance, database: Database) {
  app.post('/email-change', async (req, reply) => {
    const input = emailChangeLinkInput.safeParse(req.body);
    if (!input.success) return sendError(new AppError('code_not_valid'), req, reply);
    try {
      const spend = input.data.action === 'confirm' ? confirmEmailChange : cancelEmailChange;
      await spend(database.db, input.data.token);
      return { ok: true };
    } catch (error) {
      return sendError(error, req, reply);
    }
  });
}
