import { placeOfHall } from '@bolo/api/events/public';
import type { EventCreateInput, GeneralValues } from './general-values';
import { generalInputOf } from './general-values';
import { maestroField } from './parties';

/** The parties a new event can name (spec §3 draft); the artist is required. */
export const draftPartyKinds = ['artista', 'sala', 'promotor'] as const;
export type DraftPartyKind = (typeof draftPartyKinds)[number];

/** A party of the draft: a master picked (its data is copied by the server), or a new name typed. */
export interface PartyPick {
  masterId: number | null;
  name: string;
}

export type DraftParties = Record<DraftPartyKind, PartyPick | null>;

/** A party as the create call takes it. */
export function partyDraftOf(kind: DraftPartyKind, pick: PartyPick) {
  return pick.masterId === null ? { name: pick.name.trim() } : { [maestroField[kind]]: pick.masterId };
}

/** What the draft lacks besides the general info's own rules: the artist, a venue for the hall named. */
export function draftProblems(
  values: Pick<GeneralValues, 'existeRecinto'>,
  parties: DraftParties,
): { artista?: 'artistRequired'; existeRecinto?: 'hallNeedsVenue' } {
  return {
    ...(parties.artista ? {} : { artista: 'artistRequired' }),
    ...(parties.sala && !values.existeRecinto ? { existeRecinto: 'hallNeedsVenue' } : {}),
  };
}

/** The create call's input: the general info and the parties named. */
export function draftInputOf(values: GeneralValues, parties: DraftParties): EventCreateInput {
  const input: EventCreateInput = {
    ...generalInputOf(values),
    name: values.name.trim(),
    eventType: values.eventType,
  };
  for (const kind of draftPartyKinds) {
    const pick = parties[kind];
    if (pick) Object.assign(input, { [kind]: partyDraftOf(kind, pick) });
  }
  return input;
}

/** What a hall picked from the masters suggests for the event's place, where nothing is typed yet. */
export function placeFromHall(
  values: Pick<GeneralValues, 'location' | 'address' | 'aforo'>,
  hall: { city?: unknown; address?: unknown; capacity?: unknown },
): Pick<GeneralValues, 'location' | 'address' | 'aforo'> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const place = placeOfHall({
    city: text(hall.city),
    address: text(hall.address),
    capacity: typeof hall.capacity === 'number' ? hall.capacity : null,
  });
  return {
    location: values.location.trim() || place.location,
    address: values.address.trim() || place.address,
    aforo: (values.aforo === '' || values.aforo === 0) && place.aforo ? place.aforo : values.aforo,
  };
}
