import { bodyWithPathId, fromBody, fromParams, fromQuery, noInput, type RestRoute } from '../rest';

const path = '/api/admin/user';

/**
 * The legacy generic resource verbs on `/api/admin/user` (spec §7), plus the sign-in log.
 * `POST {path}/{id}` is the pattern's "create by POST {path}/{id}": for an existing user it can
 * only mean saving that user, so it updates (with the version in the body) like `PUT {path}/{id}`.
 * Roles have no legacy paths: the web app reaches them through tRPC only.
 */
export const adminRest: RestRoute[] = [
  { method: 'GET', path, procedure: 'admin.users.list', input: fromQuery },
  { method: 'GET', path: `${path}/latest`, procedure: 'admin.users.latest', input: noInput },
  { method: 'GET', path: `${path}/search/:name`, procedure: 'admin.users.byName', input: fromParams },
  { method: 'POST', path: `${path}/search`, procedure: 'admin.users.search', input: fromBody },
  { method: 'GET', path: `${path}/logs`, procedure: 'admin.logs.list', input: fromQuery },
  { method: 'GET', path: `${path}/:id`, procedure: 'admin.users.find', input: fromParams },
  { method: 'POST', path, procedure: 'admin.users.create', status: 201, input: fromBody },
  { method: 'POST', path: `${path}/:id`, procedure: 'admin.users.update', input: bodyWithPathId },
  { method: 'PUT', path: `${path}/:id`, procedure: 'admin.users.update', input: bodyWithPathId },
  { method: 'PUT', path, procedure: 'admin.users.update', input: fromBody },
  { method: 'DELETE', path: `${path}/:id`, procedure: 'admin.users.delete', input: fromParams },
];
