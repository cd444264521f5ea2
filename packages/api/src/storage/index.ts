/** What other server-side domains may use of this one. */
export { certificateType, servedType, sniffFileType } from './file-type';
export {
  type CheckedImage,
  checkImage,
  type ImageRules,
  makeThumbnail,
  printableImage,
  thumbnailKey,
} from './images';
export type { FileStorage } from './storage';
