import { fromParams, fromQuery, type RestRoute } from '../rest';

export const eventsRest: RestRoute[] = [
  { method: 'GET', path: '/api/evento', procedure: 'events.list', input: fromQuery },
  { method: 'GET', path: '/api/evento/:id', procedure: 'events.get', input: fromParams },
];
