/**
 * The parties of an event (spec §3): artist, promoter, hall, producer, in the order the event's
 * tabs show them. A module without imports, so the web app offers the same list.
 */
export const partyKinds = ['artista', 'promotor', 'sala', 'productor'] as const;
export type PartyKind = (typeof partyKinds)[number];
