/**
 * The parts of an event and the access name of each (spec §6), and the parts a duplicate copies.
 * A pure module, safe in the browser: the web app offers only what the role may do. What the
 * server does with it is in `visibility.ts`.
 */
import { type AccessName, hasAccess, type RoleAccess } from '../access';
import type { DuplicablePart } from './options';

/** The parts of an event and the access name that reads and writes each. */
export const eventParts = {
  /** The event row, its tickets, channels and calendars, its company (and the company's signatory). */
  general: 'InfoGeneral',
  /** The parties' snapshots and the masters they were picked from. */
  parties: 'DatosContraparte',
  hiring: 'Contratacion',
  production: 'Produccion',
  /** The contracts, and their share links (a link opens a contract, fees and all). */
  contracts: 'Contratos',
} as const satisfies Record<string, AccessName>;
export type EventPart = keyof typeof eventParts;

export const mayRead = (role: RoleAccess, part: EventPart): boolean => hasAccess(role, eventParts[part]);

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
