/** What the rest of the events domain and the server use of a contract's signing. */
export { startSigningReminders } from './job';
export { signingPageOpens } from './link';
export { signingRest } from './rest';
export { signingRouter } from './router';
