import { bodyWithPathId, fromBody, fromParams, fromQuery, type RestRequest, type RestRoute } from '../rest';

const path = '/api/holds';
const pathId = (req: RestRequest) => ({ id: req.params.id });

/**
 * `/api/holds` in the shape of the generic pattern (list, find, create, update, delete) without
 * its by-name verbs (a hold has no name); delete releases the hold, which stays in the record.
 * Confirm, release and challenge are calls under the hold; `fromEvent` holds a draft event's date.
 */
export const holdsRest: RestRoute[] = [
  { method: 'GET', path, procedure: 'holds.list', input: fromQuery },
  { method: 'GET', path: `${path}/conflicts`, procedure: 'holds.conflicts', input: fromQuery },
  { method: 'GET', path: `${path}/:id`, procedure: 'holds.find', input: fromParams },
  { method: 'POST', path, procedure: 'holds.create', status: 201, input: fromBody },
  {
    method: 'POST',
    path: `${path}/fromEvent`,
    procedure: 'holds.createFromEvent',
    status: 201,
    input: fromBody,
  },
  { method: 'PUT', path: `${path}/:id`, procedure: 'holds.update', input: bodyWithPathId },
  { method: 'DELETE', path: `${path}/:id`, procedure: 'holds.release', input: pathId },
  { method: 'POST', path: `${path}/:id/release`, procedure: 'holds.release', input: bodyWithPathId },
  { method: 'POST', path: `${path}/:id/confirm`, procedure: 'holds.confirm', input: bodyWithPathId },
  { method: 'POST', path: `${path}/:id/challenge`, procedure: 'holds.challenge', input: bodyWithPathId },
];
