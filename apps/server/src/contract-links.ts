import { openSharedContract, type Services } from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyInstance } from 'fastify';
import { sendHtmlPage } from './csp';
import { sendFile } from './rest';

/** What a visitor reads for a link that does not open: one page in both languages, no details. */
const notValidPage = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Enlace no válido · Link not valid</title>
<style nonce="">body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#222;line-height:1.5}h1{font-size:1.4rem}hr{border:0;border-top:1px solid #ddd;margin:2rem 0}</style>
</head>
<body>
<h1>Este enlace no es válido</h1>
<p>El enlace al contrato ha caducado, se ha anulado o no es correcto. Póngase en contacto con la oficina para que le envíen uno nuevo.</p>
<hr>
<h1 lang="en">This link is not valid</h1>
<p lang="en">The link to the contract has expired, has been revoked or is not correct. Please contact the office to be sent a new one.</p>
</body>
</html>
`;

/**
 * `GET /c/{token}`: a contract's share link. No session: the signed, expiring token is the key, and
 * the link's state in the database (revoked, expired, event deleted) decides whether it opens.
 */
export function registerContractLinks(app: FastifyInstance, database: Database, services: Services) {
  app.get<{ Params: { token: string } }>('/c/:token', async (req, reply) => {
    const pdf = await openSharedContract(database.db, services, req.params.token);
    reply.header('x-robots-tag', 'noindex');
    if (!pdf) {
      return sendHtmlPage(reply.status(404).header('cache-control', 'no-store'), notValidPage);
    }
    return sendFile(reply, pdf, { cacheControl: 'no-store' });
  });
}
