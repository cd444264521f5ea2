import { type ImageGroup, imageGroups } from '../storage/public';

/**
 * Spec §3's event `imageGroup`: which of its company's image groups heads the event's contracts
 * (the first image of the group on top of each page). None, or a value stored before it was
 * checked, is `principal`.
 */
export const headerGroupOf = (imageGroup: string | null): ImageGroup =>
  imageGroups.find((group) => group === imageGroup) ?? 'principal';
