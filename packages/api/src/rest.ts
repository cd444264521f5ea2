import type { Db } from '@bolo/db';
import type { Context } from './context';
import type { AppError } from './shared/errors';
import { MAX_FILE_BYTES, MAX_FILES } from './storage/uploads';

/** What a REST adapter entry sees of the request. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** The request's headers, names in lower case. */
  headers?: Record<string, string | string[] | undefined>;
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
  /**
   * Also takes `multipart/form-data`: the server reads the parts within its limits and this makes
   * the input of `procedure` from them, or of `multipart.procedure` when given.
   */
  multipart?: {
    procedure?: string;
    input: (form: MultipartForm, req: RestRequest) => unknown;
    /** The largest file the form may carry, when not MAX_FILE_BYTES. */
    maxFileBytes?: number;
    /** What a file past `maxFileBytes` is refused with, when not `payload_too_large`. */
    tooLarge?: (file: { filename: string }) => AppError;
    /** The most files the form may carry, when not MAX_FILES. */
    maxFiles?: number;
    /**
     * Visitors may send this form too, keyed by a secret of their own (a link's token) that is
     * checked before any file is read. Without it, the form is read only for a signed-in caller.
     */
    visitor?: VisitorKey;
  };
  /**
   * The procedure answers a `FileAnswer`, sent as its bytes with this cache-control, not as JSON;
   * `attachment` has the browser save it under the answer's `filename` rather than show it.
   */
  file?: { cacheControl: string; disposition?: 'inline' | 'attachment' };
}

/** How a form open to visitors names its caller before its files: the server reads nothing more until `check` passes. */
export interface VisitorKey {
  /** Counts the visitor's request from its address, or refuses it (a rate limit), before the key is read. */
  admit: (db: Db, ipAddress: string | null) => Promise<void>;
  /** The query parameter that carries the key. */
  query: string;
  /** The form fields that carry the key when the query does not (legacy clients): it must be the first part. */
  fields: readonly string[];
  /** Refuses a key that opens nothing (the empty key when the form does not start with one), with the route's own error. */
  check: (ctx: Context, key: string) => Promise<void>;
}

/** One file of a multipart request, read into memory (the server caps its size). */
export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  /** The browser's name for it: never trusted for its type. */
  filename: string;
  bytes: Uint8Array;
}

/** The parts of a multipart request: text fields (a name sent twice gives a list) and files. */
export interface MultipartForm {
  fields: Record<string, unknown>;
  files: UploadedFile[];
  /** On a route open to visitors, the key the server checked before it read the files. */
  visitorKey?: string;
}

/** What a procedure behind a `file` route answers. */
export interface FileAnswer {
  contentType: string;
  bytes: Uint8Array;
  /** The name the file is shown or saved under. */
  filename?: string;
}

/** The largest file a route's multipart form takes: its own limit, else MAX_FILE_BYTES. */
export const maxFileBytesOf = (multipart: NonNullable<RestRoute['multipart']>): number =>
  multipart.maxFileBytes ?? MAX_FILE_BYTES;

/** The most files a route's multipart form takes: its own limit, else MAX_FILES. */
export const maxFilesOf = (multipart: NonNullable<RestRoute['multipart']>): number =>
  multipart.maxFiles ?? MAX_FILES;

/** A form's one file (whatever field it came in), for a procedure that takes a single upload. */
export const firstFile = (form: MultipartForm) => form.files[0]?.bytes;

export const fromBody = (req: RestRequest) => req.body;
export const fromQuery = (req: RestRequest) => req.query;
export const fromParams = (req: RestRequest) => req.params;
export const noInput = () => undefined;

/** The JSON body when it is an object; anything else (a list, nothing) as no fields. */
export const bodyObject = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** The body with the id of the path, which wins over an id in the body. */
export const bodyWithPathId = (req: RestRequest) => ({ ...bodyObject(req.body), id: req.params.id });

/** The body with the event of the path (`/api/evento/:id/…`) as `eventId`, which wins over one in the body. */
export const bodyWithEventId = (req: RestRequest) => ({ ...bodyObject(req.body), eventId: req.params.id });

/** What serves one verb of the generic resource pattern: the route without its method and path. */
export type GenericVerb = Omit<RestRoute, 'method' | 'path'>;

/**
 * The verbs of the legacy generic resource pattern (spec §7, `docs/legacy-paths.txt`): list, latest,
 * by name, the list's filter from a body (`POST /search`), find, create, update with the id in the
 * path (`POST` or `PUT /{id}`) or in the body (`PUT`), and delete.
 */
export interface GenericVerbs {
  list: GenericVerb;
  latest: GenericVerb;
  byName: GenericVerb;
  search: GenericVerb;
  find: GenericVerb;
  create: GenericVerb;
  updateById: GenericVerb;
  update: GenericVerb;
  delete: GenericVerb;
}

/** The generic pattern's routes on `path`: one place knows which method and path each verb is. */
export const genericRest = (path: string, verbs: GenericVerbs): RestRoute[] => [
  { method: 'GET', path, ...verbs.list },
  { method: 'GET', path: `${path}/latest`, ...verbs.latest },
  { method: 'GET', path: `${path}/search/:name`, ...verbs.byName },
  { method: 'POST', path: `${path}/search`, ...verbs.search },
  { method: 'GET', path: `${path}/:id`, ...verbs.find },
  { method: 'POST', path, ...verbs.create },
  { method: 'POST', path: `${path}/:id`, ...verbs.updateById },
  { method: 'PUT', path: `${path}/:id`, ...verbs.updateById },
  { method: 'PUT', path, ...verbs.update },
  { method: 'DELETE', path: `${path}/:id`, ...verbs.delete },
];
