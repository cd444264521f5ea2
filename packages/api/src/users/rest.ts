import { noInput, type RestRoute } from '../rest';

export const userRest: RestRoute[] = [
  { method: 'GET', path: '/api/user/profile', procedure: 'user.profile', input: noInput },
];
