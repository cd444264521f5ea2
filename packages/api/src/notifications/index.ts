/** What other server-side domains may use of this one. */
export { notify } from './notify';
