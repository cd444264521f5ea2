import type { MasterKey } from '@bolo/api/masters/public';

/**
 * The masters, in the order of the page's tabs. Apart from their descriptions (descriptions.tsx)
 * because the page's address is read in the entry chunk, which must not carry the forms' rules.
 */
export const masterKeys = Object.keys({
  artist: true,
  promoter: true,
  hall: true,
  producer: true,
  provider: true,
  department: true,
  calendar: true,
  jms: true,
  team: true,
  company: true,
  signatory: true,
} satisfies Record<MasterKey, true>) as MasterKey[];
