import {
  fromBody,
  fromParams,
  fromQuery,
  genericRest,
  noInput,
  type RestRequest,
  type RestRoute,
} from '../rest';

const path = '/api/notifications';
const oneRead = {
  procedure: 'notifications.markRead',
  input: (req: RestRequest) => ({ ids: [req.params.id] }),
};

/**
 * The legacy `/api/notifications` on the generic resource pattern. Nobody creates, edits or
 * deletes a notification by hand, so the pattern's verbs read them and change their read state:
 * search by name is by kind, `POST /search` is the list's filter in a body, create and update
 * without an id mark read the body's `ids`, update and delete of one id mark that one read.
 */
export const notificationsRest: RestRoute[] = [
  ...genericRest(path, {
    list: { procedure: 'notifications.list', input: fromQuery },
    latest: { procedure: 'notifications.list', input: () => ({ page: 1, size: 5 }) },
    byName: { procedure: 'notifications.list', input: (req) => ({ ...req.query, kind: req.params.name }) },
    search: { procedure: 'notifications.list', input: fromBody },
    find: { procedure: 'notifications.find', input: fromParams },
    create: { procedure: 'notifications.markRead', input: fromBody },
    updateById: oneRead,
    update: { procedure: 'notifications.markRead', input: fromBody },
    delete: oneRead,
  }),
  { method: 'GET', path: `${path}/unreadCount`, procedure: 'notifications.unreadCount', input: noInput },
  { method: 'POST', path: `${path}/readAll`, procedure: 'notifications.markAllRead', input: noInput },
];
