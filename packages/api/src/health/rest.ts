import { noInput, type RestRoute } from '../rest';

export const healthRest: RestRoute[] = [
  { method: 'GET', path: '/health', procedure: 'health.check', input: noInput },
];
