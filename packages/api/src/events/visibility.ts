/**
 * What a role sees of an event and may write to it: the one place that maps the event's parts to
 * the access names of spec §6. Every read path (the event, its history, its template variables,
 * the palette) and every write that touches a part asks here.
 */
import { partyKinds } from '@bolo/db';
import type { GroupKey } from '@bolo/templating';
import { type AccessName, hasAccess, type RoleAccess } from '../access';
import { AppError } from '../errors';
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

/** Refuses with `forbidden` unless `role` has the access of every part in `parts`. */
export function requireParts(role: RoleAccess, parts: Iterable<EventPart>): void {
  for (const part of parts) if (!mayRead(role, part)) throw new AppError('forbidden');
}

/** The `part` an audit row of each event part is written with (`events/audit.ts` callers). */
const auditPartNames: Record<Exclude<EventPart, 'contracts'>, readonly string[]> = {
  general: ['general', 'status'],
  parties: partyKinds,
  hiring: partyKinds.map((kind) => `contratacion.${kind}`),
  production: ['produccion'],
};

/** The audit `part` values `role` may read; a row of any other part is not shown. */
export const readableAuditParts = (role: RoleAccess): string[] =>
  Object.entries(auditPartNames).flatMap(([part, names]) => (mayRead(role, part as EventPart) ? names : []));

/** The event part each template variable group is made from; null: not the event's (the reader, today). */
const variableGroupParts: Record<GroupKey, EventPart | null> = {
  empresa: 'general',
  firmante: 'general',
  infoGeneral: 'general',
  entrada: 'general',
  artista: 'parties',
  artistaMaestro: 'parties',
  promotor: 'parties',
  promotorMaestro: 'parties',
  sala: 'parties',
  salaMaestro: 'parties',
  contratacion: 'hiring',
  contratacionArtista: 'hiring',
  contratacionPromotor: 'hiring',
  contratacionSala: 'hiring',
  produccion: 'production',
  usuario: null,
  emailsDepartamentos: null,
  date: null,
  linkShare: 'contracts',
};

/** Whether `role` may read the variables of `group`: the others render blank. */
export const mayReadGroup = (role: RoleAccess, group: GroupKey): boolean => {
  const part = variableGroupParts[group];
  return part === null || mayRead(role, part);
};

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
