import { type Db, schema } from '@bolo/db';
import {
  buildEventVariables,
  type ContractParty,
  type DepartmentName,
  departmentNames,
  type Locale,
  type TemplateVariables,
} from '@bolo/templating';
import { eq, inArray } from 'drizzle-orm';
import type { RoleAccess } from '../../access';
import { mayRead } from '../../access';
import type { SignedIn } from '../../context';
import { firstRow } from '../../shared/sql';
import { OFFICE_TIME_ZONE } from '../../shared/time-zone';
import type { EventOutput } from '../schemas';
import { findEvent } from '../service';
import { isEventStatus, statusLabels } from '../status';
import { mayReadGroup } from '../visibility';

const { artists, promoters, halls, companies, signatories, departments, eventPhases } = schema;

/**
 * The event's phase and status as their labels read in `language`: a document prints no stored
 * key ("Creacion").
 */
async function labelledEvent(db: Db, event: EventOutput, language: Locale): Promise<EventOutput> {
  const phase = await firstRow(
    db
      .select({ label: language === 'en' ? eventPhases.labelEn : eventPhases.labelEs })
      .from(eventPhases)
      .where(eq(eventPhases.name, event.fase)),
  );
  return {
    ...event,
    fase: phase?.label ?? event.fase,
    status: isEventStatus(event.status) ? statusLabels[event.status][language] : event.status,
  };
}

/** Who asks: the event is read as their role may see it; they are the `usuario` group. */
export interface Reader {
  role: RoleAccess;
  user: { name: string; lastName: string; email: string };
}

/** The caller as the variables see them: their role and name. */
export const readerOf = (ctx: SignedIn): Reader => ({ role: ctx.auth.user.role, user: ctx.auth.user });

/**
 * What a department master gives a document: the addresses its mails go to and are copied to, the
 * name they come from and whether answers go to the agent instead of those addresses.
 */
export interface DepartmentLists {
  emails: string[];
  ccEmails: string[];
  fromName: string;
  replyToAgent: boolean;
}

/**
 * The address lists of the office departments: a department master is the spec's department when
 * its name reads the same, case and accents aside ("Confirmación" is `confirmacion`).
 */
export async function departmentLists(db: Db): Promise<Partial<Record<DepartmentName, DepartmentLists>>> {
  const rows = await db
    .select({
      nameKey: departments.nameKey,
      emails: departments.emails,
      ccEmails: departments.ccEmails,
      fromName: departments.fromName,
      replyToAgent: departments.replyToAgent,
    })
    .from(departments)
    .where(inArray(departments.nameKey, [...departmentNames]));
  return Object.fromEntries(rows.map(({ nameKey, ...lists }) => [nameKey, lists]));
}

async function departmentEmails(db: Db): Promise<Partial<Record<DepartmentName, string[]>>> {
  const lists = await departmentLists(db);
  return Object.fromEntries(Object.entries(lists).map(([name, { emails }]) => [name, emails]));
}

/** Which variables of an event: for whose document, in which language, with which share links. */
export interface VariablesFor {
  /** The party the document is for: `contratacion` holds its hiring conditions. */
  party?: ContractParty;
  /** The document's language (its template's): enumerated values are printed by their label in it. */
  language: Locale;
  links?: Partial<Record<ContractParty, string>>;
  /** The day sheet's open link (`hojaDeRuta.url`). */
  daySheetUrl?: string;
}

/**
 * The variables of event `eventId` for a template: the event as the reader may see it, the
 * masters its parties were copied from, its company and signatory, the reader, the department
 * email lists, today, the contracts' open share `links` and the day sheet's link. A group of a part the reader may not
 * see renders blank (`events/visibility.ts`), and what it would be made of is not read.
 */
export async function eventVariables(
  db: Db,
  eventId: number,
  reader: Reader,
  { party, language, links, daySheetUrl }: VariablesFor,
): Promise<TemplateVariables> {
  const event = await labelledEvent(db, await findEvent(db, eventId, reader.role), language);
  const company =
    event.empresaId && mayRead(reader.role, 'general')
      ? await firstRow(db.select().from(companies).where(eq(companies.id, event.empresaId)))
      : null;
  const [artista, promotor, sala, firmante, emails] = await Promise.all([
    event.artista?.artistaMaestroId
      ? firstRow(db.select().from(artists).where(eq(artists.id, event.artista.artistaMaestroId)))
      : null,
    event.promotor?.promotorMaestroId
      ? firstRow(db.select().from(promoters).where(eq(promoters.id, event.promotor.promotorMaestroId)))
      : null,
    event.sala?.salaMaestroId
      ? firstRow(db.select().from(halls).where(eq(halls.id, event.sala.salaMaestroId)))
      : null,
    company?.firmanteId
      ? firstRow(db.select().from(signatories).where(eq(signatories.id, company.firmanteId)))
      : null,
    departmentEmails(db),
  ]);
  return buildEventVariables({
    event,
    masters: { artista, promotor, sala },
    empresa: company,
    firmante,
    usuario: reader.user,
    departmentEmails: emails,
    links,
    daySheetUrl,
    party,
    shows: (group) => mayReadGroup(reader.role, group),
    now: new Date(),
    timeZone: OFFICE_TIME_ZONE,
    locale: language,
  });
}
