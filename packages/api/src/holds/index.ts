/** What other server-side domains and the server may use of this one. */
export { type HoldReleaser, startHoldReleaser } from './job';
