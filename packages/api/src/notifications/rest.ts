import { fromParams, fromQuery, noInput, type RestRequest, type RestRoute } from '../rest';

const path = '/api/notifications';
const oneRead = (req: RestRequest) => ({ ids: [req.params.id] });

/**
 * The legacy `/api/notifications` on the generic resource pattern. Nobody creates or deletes a
 * notification by hand, so the pattern's verbs read them and change their read state: search by
 * name is by kind, create marks read the body's `ids`, update and delete mark one read.
 */
export const notificationsRest: RestRoute[] = [
  { method: 'GET', path, procedure: 'notifications.list', input: fromQuery },
  {
    method: 'GET',
    path: `${path}/latest`,
    procedure: 'notifications.list',
    input: () => ({ page: 1, size: 5 }),
  },
  { method: 'GET', path: `${path}/unreadCount`, procedure: 'notifications.unreadCount', input: noInput },
  {
    method: 'GET',
    path: `${path}/search/:name`,
    procedure: 'notifications.list',
    input: (req) => ({ ...req.query, kind: req.params.name }),
  },
  { method: 'GET', path: `${path}/:id`, procedure: 'notifications.find', input: fromParams },
  { method: 'POST', path, procedure: 'notifications.markRead' },
  { method: 'POST', path: `${path}/readAll`, procedure: 'notifications.markAllRead', input: noInput },
  { method: 'PUT', path: `${path}/:id`, procedure: 'notifications.markRead', input: oneRead },
  { method: 'DELETE', path: `${path}/:id`, procedure: 'notifications.markRead', input: oneRead },
];
