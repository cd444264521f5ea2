/** What other domains and the browser may use of this one: zod schemas, enums and labels, no server code. */
export {
  certificateTypes,
  type ImageGroup,
  imageGroups,
  imageTypes,
  MAX_ANNEX_BYTES,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_POSTER_BYTES,
} from './uploads';
