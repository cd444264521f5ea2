import { type AdvanceContactRole, type Db, type PartyKind, schema } from '@bolo/db';
import { asc, eq, isNull } from 'drizzle-orm';
import { hasAccess, mayRead, type RoleAccess } from '../../access';
import { userName } from '../audit';
import { liveEvent } from '../store';
import type { AdvancePeople, ContactSuggestion } from './schemas';

const { eventParties, providers, jms, teams, users } = schema;

/** The contact of the day each party of the event usually is. */
const partyRoles: Record<PartyKind, AdvanceContactRole> = {
  artista: 'tour_manager',
  promotor: 'promoter_rep',
  sala: 'hall_technician',
  productor: 'production_manager',
};

/** A party's way to reach it about production: its production list's first address, else its own. */
const productionEmail = (party: { emailProduccion: string[]; email: string }) =>
  party.emailProduccion[0] ?? party.email;

async function partyContacts(db: Db, eventId: number): Promise<ContactSuggestion[]> {
  const parties = await db
    .select()
    .from(eventParties)
    .where(eq(eventParties.eventId, eventId))
    .orderBy(asc(eventParties.id));
  return parties
    .filter((party) => party.name.trim() !== '')
    .map((party) => ({
      source: party.kind,
      role: partyRoles[party.kind],
      name: party.name,
      phone: party.phone,
      email: productionEmail(party),
    }));
}

/** The providers' contacts and the people of the JMS groups and teams, by name. */
async function masterContacts(db: Db): Promise<ContactSuggestion[]> {
  const [providerRows, groups] = await Promise.all([
    db
      .select({
        name: providers.name,
        contactName: providers.contactName,
        phone: providers.phone,
        email: providers.email,
      })
      .from(providers)
      .orderBy(asc(providers.name)),
    Promise.all([
      db.select({ name: jms.name, members: jms.members }).from(jms).orderBy(asc(jms.name)),
      db.select({ name: teams.name, members: teams.members }).from(teams).orderBy(asc(teams.name)),
    ]),
  ]);
  const ofProviders = providerRows.map((provider) => ({
    source: 'provider' as const,
    role: 'other' as const,
    name: provider.contactName || provider.name,
    organisation: provider.contactName ? provider.name : undefined,
    phone: provider.phone,
    email: provider.email,
  }));
  const ofGroups = groups.flat().flatMap((group) =>
    group.members.map((member) => ({
      source: 'member' as const,
      role: 'other' as const,
      name: member.name,
      organisation: group.name,
      phone: member.phone ?? '',
      email: member.email ?? '',
    })),
  );
  return [...ofProviders, ...ofGroups];
}

/**
 * Who the advance offers to pick: as contacts, the event's parties (to a role that reads them) and
 * the providers and the people of the JMS groups and teams (to a role that reads the masters), so
 * a role never reads through the advance what it may not read on its own; as owners of a point,
 * the office's active users by name, as the history names them.
 */
export async function advancePeople(db: Db, eventId: number, role: RoleAccess): Promise<AdvancePeople> {
  await liveEvent(db, eventId);
  const [parties, masters, owners] = await Promise.all([
    mayRead(role, 'parties') ? partyContacts(db, eventId) : [],
    hasAccess(role, 'MasterData') ? masterContacts(db) : [],
    db
      .select({ name: userName })
      .from(users)
      .where(isNull(users.disabledAt))
      .orderBy(asc(users.name), asc(users.lastName)),
  ]);
  return {
    contacts: [...parties, ...masters].filter((contact) => contact.name.trim() !== ''),
    owners: [...new Set(owners.flatMap(({ name }) => (name ? [name] : [])))],
  };
}
