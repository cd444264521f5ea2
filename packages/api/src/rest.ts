/** What a REST adapter entry sees of the request. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * One legacy path served by one procedure. Entries are data; the server turns the table into
 * routes. `path` uses Fastify's `:param` syntax.
 */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Dotted procedure path in the app router, e.g. `events.list`. */
  procedure: string;
  /** Success status; 200 unless given. */
  status?: number;
  /** The procedure's input from the request; the body unless given. */
  input?: (req: RestRequest) => unknown;
}

export const fromBody = (req: RestRequest) => req.body;
export const fromQuery = (req: RestRequest) => req.query;
export const fromParams = (req: RestRequest) => req.params;
export const noInput = () => undefined;
