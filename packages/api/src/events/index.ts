/** What other server-side domains may use of this one. */
export { isEventNameFree } from './names';
