/**
 * The parts a duplicate copies (the parts and their access names are in `access.ts`, spec §6).
 * A pure module, safe in the browser: the web app offers only what the role may do. What the
 * server does with it is in `visibility.ts`.
 */
import { type EventPart, mayRead, type RoleAccess } from '../access';
import type { DuplicablePart } from './options';

/** The part a duplicate copies for each choice: the tickets, channels and calendars are general info. */
const duplicatedParts: Record<DuplicablePart, EventPart> = {
  entradas: 'general',
  channelTickets: 'general',
  calendars: 'general',
  parties: 'parties',
  hiring: 'hiring',
  production: 'production',
};

/** The parts a duplicate copying `copies` writes: the general info always. */
export const partsDuplicated = (copies: readonly DuplicablePart[]): EventPart[] => [
  'general',
  ...copies.map((copy) => duplicatedParts[copy]),
];

/** Whether `role` may make a duplicate copying `copies`: it writes every part it copies. */
export const mayDuplicate = (role: RoleAccess, copies: readonly DuplicablePart[]): boolean =>
  partsDuplicated(copies).every((part) => mayRead(role, part));
