import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { cspDirectives } from './csp';

/**
 * Helmet's headers, worked out once when the server starts. `@fastify/helmet` builds helmet anew
 * for every request (parsing the whole policy each time), which cost the event list 3 % of its CPU.
 */
export function securityHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() } })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => {},
  );
  return [...headers];
}

/**
 * Every answer carries them, set on the raw response as helmet does, so answers a route writes
 * itself (the notification stream) have them too. The web app's page and the server's own HTML
 * pages replace the policy with one that carries their nonce.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
