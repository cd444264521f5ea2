import { fromBody, noInput, type RestRoute } from '../rest';

/** Methods the spec leaves open: reads are GET, anything that changes state is POST. */
export const authRest: RestRoute[] = [
  { method: 'POST', path: '/auth/login', procedure: 'auth.token' },
  { method: 'POST', path: '/auth/refresh', procedure: 'auth.refresh' },
  { method: 'POST', path: '/auth/logout', procedure: 'auth.logout', input: noInput },
  { method: 'GET', path: '/auth/faRequired', procedure: 'auth.faRequired', input: noInput },
  { method: 'POST', path: '/auth/createToken', procedure: 'auth.createToken', input: noInput },
  { method: 'POST', path: '/auth/verificate', procedure: 'auth.verificate', input: fromBody },
  { method: 'POST', path: '/auth/rememberPassword', procedure: 'auth.rememberPassword' },
  { method: 'POST', path: '/api/sms', procedure: 'auth.sendSmsCode', input: noInput },
  { method: 'POST', path: '/api/sms/validate', procedure: 'auth.verifyTwoFactor' },
];
