/**
 * What a role sees of an event and may write to it, with the parts of `parts.ts`: the one place
 * that says which rows of the history and which template variable groups are of which part. Every
 * read path (the event, its history, its template variables, the palette) and every write that
 * touches a part asks here or there.
 */
import { documentParties, partyKinds } from '@bolo/db';
import type { GroupKey } from '@bolo/templating';
import type { RoleAccess } from '../access';
import { type EventPart, mayRead } from '../access';
import { AppError } from '../shared/errors';

/** Refuses with `forbidden` unless `role` has the access of every part in `parts`. */
export function requireParts(role: RoleAccess, parts: Iterable<EventPart>): void {
  for (const part of parts) if (!mayRead(role, part)) throw new AppError('forbidden');
}

/** The history's `part` of a contract's signing (issue 31): `firma.{party}`. */
export const signingAuditPart = (party: string) => `firma.${party}`;

/** The `part` an audit row of each event part is written with (`events/audit.ts` callers). */
const auditPartNames: Record<EventPart, readonly string[]> = {
  general: ['general', 'status'],
  parties: partyKinds,
  hiring: partyKinds.map((kind) => `contratacion.${kind}`),
  production: ['produccion', 'avance'],
  contracts: documentParties.map(signingAuditPart),
  settlement: ['liquidacion'],
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
  hojaDeRuta: 'production',
};

/** Whether `role` may read the variables of `group`: the others render blank. */
export const mayReadGroup = (role: RoleAccess, group: GroupKey): boolean => {
  const part = variableGroupParts[group];
  return part === null || mayRead(role, part);
};
