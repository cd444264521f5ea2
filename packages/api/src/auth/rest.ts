import { noInput, type RestRoute } from '../rest';

export const authRest: RestRoute[] = [
  { method: 'POST', path: '/auth/login', procedure: 'auth.token' },
  { method: 'POST', path: '/auth/logout', procedure: 'auth.logout', input: noInput },
];
