import {
  bodyWithPathId,
  fromBody,
  fromParams,
  fromQuery,
  genericRest,
  noInput,
  type RestRoute,
} from '../rest';

const path = '/api/admin/user';

/**
 * The legacy generic resource verbs on `/api/admin/user` (spec §7), plus the sign-in log.
 * `POST {path}/{id}` is the pattern's "create by POST {path}/{id}": for an existing user it can
 * only mean saving that user, so it updates (with the version in the body) like `PUT {path}/{id}`.
 * Roles have no legacy paths: the web app reaches them through tRPC only.
 */
export const adminRest: RestRoute[] = [
  ...genericRest(path, {
    list: { procedure: 'admin.users.list', input: fromQuery },
    latest: { procedure: 'admin.users.latest', input: noInput },
    byName: { procedure: 'admin.users.byName', input: fromParams },
    search: { procedure: 'admin.users.search', input: fromBody },
    find: { procedure: 'admin.users.find', input: fromParams },
    create: { procedure: 'admin.users.create', status: 201, input: fromBody },
    updateById: { procedure: 'admin.users.update', input: bodyWithPathId },
    update: { procedure: 'admin.users.update', input: fromBody },
    delete: { procedure: 'admin.users.delete', input: fromParams },
  }),
  { method: 'GET', path: `${path}/logs`, procedure: 'admin.logs.list', input: fromQuery },
];
