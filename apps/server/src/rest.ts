import type { Context } from '@bolo/api';
import { appRouter, createCaller, type RestRoute } from '@bolo/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Procedure = (input: unknown) => Promise<unknown>;

/** Finds `a.b` on a caller; the table is checked against the router when the server starts. */
export function procedureOf(caller: ReturnType<typeof createCaller>, path: string): Procedure {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Procedure;
}

export function assertRoutesResolve(routes: RestRoute[]): void {
  const known = new Set(Object.keys(appRouter._def.procedures));
  const missing = routes.filter((route) => !known.has(route.procedure));
  if (missing.length > 0) {
    throw new Error(`REST table names unknown procedures: ${missing.map((r) => r.procedure).join(', ')}`);
  }
}

/** Turns the REST table into Fastify routes that call the same procedures as tRPC. */
export function registerRestRoutes(
  app: FastifyInstance,
  createContext: (req: FastifyRequest, reply: FastifyReply) => Promise<Context>,
  routes: RestRoute[],
): void {
  assertRoutesResolve(routes);
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req, reply) => {
        const ctx = await createContext(req, reply);
        const request = {
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: req.body,
        };
        const result = await procedureOf(
          createCaller(ctx),
          route.procedure,
        )(route.input ? route.input(request) : request.body);
        return reply.status(route.status ?? 200).send(result);
      },
    });
  }
}
