import { masterRest } from '../masters';
import { bodyWithPathId, fromBody, fromParams, fromQuery, type RestRoute } from '../rest';
import { eventCreateInput, hiringCreateInput, productionCreateInput } from './schemas';

/**
 * The legacy event paths (spec §7 Events, Counterparty and conditions). The methods the spec
 * leaves open are listed in docs/decisions.md § Events.
 */
export const eventsRest: RestRoute[] = [
  ...masterRest('/api/evento', 'events', eventCreateInput),
  { method: 'POST', path: '/api/evento/filter', procedure: 'events.search', input: fromBody },
  { method: 'GET', path: '/api/evento/restore', procedure: 'events.deleted', input: fromQuery },
  { method: 'POST', path: '/api/evento/restore', procedure: 'events.restore', input: fromBody },
  {
    method: 'POST',
    path: '/api/evento/duplicate',
    procedure: 'events.duplicate',
    status: 201,
    input: fromBody,
  },
  { method: 'PUT', path: '/api/evento/:id/status', procedure: 'events.setStatus', input: bodyWithPathId },
  {
    method: 'POST',
    path: '/api/evento/:id/duplicate_with',
    procedure: 'events.duplicateWith',
    status: 201,
    input: bodyWithPathId,
  },
  {
    method: 'GET',
    path: '/api/evento/:id/annotation',
    procedure: 'events.annotations.list',
    input: fromParams,
  },
  {
    method: 'POST',
    path: '/api/evento/:id/annotation',
    procedure: 'events.annotations.add',
    status: 201,
    input: bodyWithPathId,
  },
  ...masterRest('/api/contractConditions', 'events.hiring', hiringCreateInput),
  ...masterRest('/api/contractProduction', 'events.production', productionCreateInput),
];
