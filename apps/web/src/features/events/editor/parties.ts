import type { AppRouter } from '@bolo/api';
import type { PartyKind } from '@bolo/api/events/public';
import type { inferRouterInputs } from '@trpc/server';

export { type PartyKind, partyKinds } from '@bolo/api/events/public';

type PartySaveInput = inferRouterInputs<AppRouter>['events']['parties']['save'];

/** The column naming the master a party was copied from. */
export const maestroField = {
  artista: 'artistaMaestroId',
  promotor: 'promotorMaestroId',
  sala: 'salaMaestroId',
  productor: 'productorMaestroId',
} as const satisfies Record<PartyKind, string>;

/** The master a stored party was copied from, if any. */
export function maestroIdOf(kind: PartyKind, party: Record<string, unknown> | null): number | null {
  const id = party?.[maestroField[kind]];
  return typeof id === 'number' ? id : null;
}

/**
 * A party's save: its fields, the master it comes from (or none) and the version read (none for a
 * party the event does not have yet).
 */
export function partySaveInputOf({
  eventId,
  kind,
  version,
  maestroId,
  fields,
}: {
  eventId: number;
  kind: PartyKind;
  version: number | undefined;
  maestroId: number | null;
  fields: Record<string, unknown>;
}): PartySaveInput {
  // the fields are the master's own, checked by the master's schema the server applies too
  return {
    ...fields,
    eventId,
    kind,
    [maestroField[kind]]: maestroId,
    ...(version === undefined ? {} : { version }),
  } as PartySaveInput;
}
