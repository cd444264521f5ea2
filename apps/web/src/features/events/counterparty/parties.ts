import type { CounterpartyParty } from '@bolo/api/events/public';
import { artistTaxFields } from '@bolo/api/masters/public';
import { type MasterDescription, masterDescriptions } from '../../masters/descriptions';

/** The master form each kind of party is filled with. */
const masterOfParty = {
  artista: masterDescriptions.artist,
  promotor: masterDescriptions.promoter,
  sala: masterDescriptions.hall,
  productor: masterDescriptions.producer,
} as const satisfies Record<CounterpartyParty, MasterDescription>;

/**
 * The master's form narrowed to the fields a counterparty may see and write (the server's
 * allow-list): the same fields, rules and messages as the staff screens, nothing more.
 */
export function publicDescription(party: CounterpartyParty, allowed: readonly string[]): MasterDescription {
  const description = masterOfParty[party];
  return { ...description, fields: description.fields.filter((field) => allowed.includes(field.name)) };
}

/** Master fields an event's party has no copy of: the artist's tax profile stays on the master. */
const masterOnly: readonly string[] = Object.keys(artistTaxFields);

/** The master's form as the form of an event's party: the fields the party keeps. */
export function partyDescription(party: CounterpartyParty): MasterDescription {
  const description = masterOfParty[party];
  return { ...description, fields: description.fields.filter((field) => !masterOnly.includes(field.name)) };
}

/**
 * How the link's page reads what the link opens: once, without retrying or reading again on focus
 * (each read counts against the address's limit), and quietly (a link that does not open is the
 * page's own message).
 */
export const linkReads = {
  meta: { errorDisplay: 'silent' as const },
  retry: false,
  refetchOnWindowFocus: false,
};
