/** What other server-side domains and the server may use of this one. */
export { MAX_EXPORT_ROWS } from './public';
