import { type Db, type PartyKind, partyKinds, schema } from '@bolo/db';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { RoleAccess } from '../access';
import { eventParts, hasAccess, mayRead } from '../access';
import { answeredColumns } from '../masters';
import { type ShowDayField, type ShowDaySchedule, scheduleOf, showDayFields } from '../masters/public';
import { AppError } from '../shared/errors';
import { searchKey } from '../shared/search-key';
import { firstRow } from '../shared/sql';
import { startAdvance } from './advance/service';
import { changesOf, recordChanges } from './audit';
import { productionTimesFrom, scheduleFrom } from './conditions/schedule';
import { defaultChannelTickets, hiringDefaults, hiringOrder } from './defaults';
import { chooseTemplatesAtCreation } from './documents/templates';
import { forgetEventCounts } from './list';
import { isEventNameFree } from './names';
import { insertParty, type PartyValues, refuseHallWithoutVenue, snapshotOf } from './parties/parties';
import { placeOfHall } from './place';
import type {
  EventCreateInput,
  EventOutput,
  EventUpdateInput,
  GeneralInput,
  HiringRow,
  ProductionRow,
} from './schemas';
import { refreshDraftFigures } from './settlements/service';
import { canChangeStatus, type EventStatus, isEventStatus, statusLabels } from './status';
import {
  type Copied,
  changesAny,
  childrenOf,
  lockEvent,
  nextVersion,
  normalizeChildren,
  refreshListColumns,
  refuseWhileSettled,
  writeChildren,
  writingEvent,
} from './store';
import { requireParts } from './visibility';

const { events, eventParties, eventHiringConditions, eventProductionConditions, companies } = schema;
const eventColumns = answeredColumns(events);
/** The company's show-day schedule, as the companies master keeps it. */
const showDayColumns = Object.fromEntries(showDayFields.map((field) => [field, companies[field]])) as {
  [F in ShowDayField]: (typeof companies)[F];
};

/** The general info a locked settlement keeps as it was: where, when, whose, and how far along. */
const settledFields = ['date', 'empresaId', 'fase', 'status'] as const;

/** One live event with all its parts the role may see (spec §6: a part is behind its access name). */
export async function findEvent(db: Db, id: number, role: RoleAccess): Promise<EventOutput> {
  const [event] = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.id, id), isNull(events.deletedAt)));
  if (!event) throw new AppError('event_not_found');
  const children = await childrenOf(db, id);
  const [{ names, taxTerritory, showDaySchedule }, parties, hiring, production] = await Promise.all([
    namesOf(db, event.empresaId, children.calendars),
    mayRead(role, 'parties') ? db.select().from(eventParties).where(eq(eventParties.eventId, id)) : undefined,
    mayRead(role, 'hiring')
      ? db.select().from(eventHiringConditions).where(eq(eventHiringConditions.eventId, id))
      : undefined,
    mayRead(role, 'production')
      ? db.select().from(eventProductionConditions).where(eq(eventProductionConditions.eventId, id))
      : undefined,
  ]);
  const party = (kind: PartyKind) => parties?.find((p) => p.kind === kind) ?? null;
  return {
    ...event,
    ...children,
    names,
    taxTerritory,
    showDaySchedule,
    ...(parties
      ? {
          artista: party('artista'),
          promotor: party('promotor'),
          sala: party('sala'),
          productor: party('productor'),
        }
      : {}),
    ...(hiring
      ? { hiring: hiring.sort((a, b) => hiringOrder.indexOf(a.type) - hiringOrder.indexOf(b.type)) }
      : {}),
    ...(production ? { production: production[0] ?? null } : {}),
  };
}

/**
 * The names of the event's company and calendars: whoever may open the event reads them with it,
 * without the masters' lists, which are MasterData's (issue 28); and the company's tax territory
 * and show-day schedule.
 */
async function namesOf(
  db: Db,
  empresaId: number | null,
  calendarIds: number[],
): Promise<Pick<EventOutput, 'names' | 'taxTerritory' | 'showDaySchedule'>> {
  const { calendars } = schema;
  const [company, shown] = await Promise.all([
    empresaId === null
      ? []
      : db
          .select({ name: companies.name, territory: companies.territorioFiscal, ...showDayColumns })
          .from(companies)
          .where(eq(companies.id, empresaId)),
    calendarIds.length === 0
      ? []
      : db
          .select({ id: calendars.id, name: calendars.name })
          .from(calendars)
          .where(inArray(calendars.id, calendarIds))
          .orderBy(asc(calendars.id)),
  ]);
  return {
    names: { empresa: company[0]?.name ?? null, calendars: shown },
    taxTerritory: company[0]?.territory ?? 'peninsula',
    showDaySchedule: scheduleOf(company[0]),
  };
}

/** The show-day schedule of a company's events: its own, the office's where it has none (or no company). */
export async function companyScheduleOf(db: Db, empresaId: number | null): Promise<ShowDaySchedule> {
  if (empresaId === null) return scheduleOf(null);
  return scheduleOf(
    await firstRow(db.select(showDayColumns).from(companies).where(eq(companies.id, empresaId))),
  );
}

/** The parties of a draft, as their snapshots; the artist is required (spec §3 draft). */
async function draftParties(db: Db, input: EventCreateInput) {
  if (!input.artista) throw new AppError('mandatory_id_artistaDTO_null');
  const parties: { kind: PartyKind; values: PartyValues }[] = [];
  for (const kind of partyKinds) {
    const given = input[kind];
    if (given) parties.push({ kind, values: await snapshotOf(db, kind, given) });
  }
  return parties;
}

/** An office with one company books every event for it: a draft that names none gets it. */
export async function soleCompanyId(db: Db): Promise<number | null> {
  const rows = await db.select({ id: schema.companies.id }).from(schema.companies).limit(2);
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}

/** The draft's email templates are chosen by a role with `Emails`, its contract templates with `Contratos`. */
function refuseTemplatesWithoutAccess(role: RoleAccess, plantillas: EventCreateInput['plantillas']) {
  for (const key of Object.keys(plantillas ?? {})) {
    const access = key.startsWith('contrato.') ? eventParts.contracts : 'Emails';
    if (!hasAccess(role, access)) throw new AppError('forbidden');
  }
}

/** A new event with a start time and no doors given opens its doors by its company's show-day schedule. */
const doorsOf = ({ startTime, duration, aperturaPuertas }: GeneralInput, schedule: ShowDaySchedule) =>
  startTime && aperturaPuertas === undefined
    ? { aperturaPuertas: scheduleFrom(startTime, duration ?? null, schedule).aperturaPuertas }
    : {};

/** The place, address and capacity a new event at a hall takes from it, where the draft gives none. */
function placeFromHall(general: GeneralInput, parties: { kind: PartyKind; values: PartyValues }[]) {
  const hall = parties.find((party) => party.kind === 'sala')?.values;
  if (!hall) return {};
  const place = placeOfHall(hall);
  return {
    ...(general.location ? {} : { location: place.location }),
    ...(general.address ? {} : { address: place.address }),
    ...(general.aforo ? {} : { aforo: place.aforo }),
  };
}

/**
 * Creates an event from the draft of spec §3, with its parties, default conditions and children.
 * Parties are written only by a role with their access.
 */
export async function createEvent(
  db: Db,
  input: EventCreateInput,
  actor: { id: number; role: RoleAccess },
): Promise<number> {
  if (partyKinds.some((kind) => input[kind])) requireParts(actor.role, ['parties']);
  const actorId = actor.id;
  const {
    artista: _a,
    promotor: _p,
    sala: _s,
    productor: _pr,
    plantillas,
    entradas,
    channelTickets,
    calendars,
    ...general
  } = input;
  refuseTemplatesWithoutAccess(actor.role, plantillas);
  const existeRecinto = general.existeRecinto ?? Boolean(input.sala);
  if (input.sala) refuseHallWithoutVenue('sala', { existeRecinto });
  const id = await writingEvent(() =>
    db.transaction(async (tx) => {
      if (!(await isEventNameFree(tx, general.name))) throw new AppError('evento_name_in_use');
      const parties = await draftParties(tx, input);
      const empresaId = general.empresaId === undefined ? await soleCompanyId(tx) : general.empresaId;
      const schedule = await companyScheduleOf(tx, empresaId);
      const [event] = await tx
        .insert(events)
        .values({
          ...general,
          ...placeFromHall(general, parties),
          ...doorsOf(general, schedule),
          empresaId,
          existeRecinto,
          nameKey: searchKey(general.name),
          createdBy: actorId,
          updatedBy: actorId,
        })
        .returning({ id: events.id });
      if (!event) throw new Error('insert returned no row');
      const eventId = event.id;
      await writeChildren(
        tx,
        eventId,
        normalizeChildren({
          entradas: entradas ?? [],
          channelTickets: channelTickets ?? defaultChannelTickets,
          calendars: calendars ?? [],
        }),
      );
      for (const { kind, values } of parties) await insertParty(tx, { ...values, eventId, kind }, actorId);
      await insertConditions(tx, eventId, actorId, {
        production: general.startTime
          ? [productionTimesFrom(general.startTime, general.duration ?? null, schedule)]
          : undefined,
      });
      await startAdvance(tx, eventId, empresaId, actorId);
      await chooseTemplatesAtCreation(tx, eventId, plantillas);
      await recordChanges(tx, { eventId, part: 'general', userId: actorId }, [
        { field: 'created', oldValue: null, newValue: general.name },
      ]);
      await refreshListColumns(tx, eventId);
      return eventId;
    }),
  );
  forgetEventCounts();
  return id;
}

/**
 * The hiring blocks and production conditions of a new event: copies of another event's rows, or
 * those a new event starts with (spec §3, §9: a block per party with its defaults).
 */
export async function insertConditions(
  db: Db,
  eventId: number,
  actorId: number,
  copy: { hiring?: Copied<HiringRow>[]; production?: Partial<Copied<ProductionRow>>[] } = {},
): Promise<void> {
  const stamp = { eventId, createdBy: actorId, updatedBy: actorId };
  const hiring = copy.hiring ?? hiringOrder.map(hiringDefaults);
  if (hiring.length > 0)
    await db.insert(eventHiringConditions).values(hiring.map((block) => ({ ...block, ...stamp })));
  const production = copy.production ?? [{}];
  if (production.length > 0) {
    await db.insert(eventProductionConditions).values(production.map((block) => ({ ...block, ...stamp })));
  }
}

/**
 * Saves the general info given, if the event is still at the version read: a stale version
 * changes nothing and answers `version_conflict`.
 */
export async function updateEvent(db: Db, input: EventUpdateInput, actorId: number): Promise<void> {
  const { id, version, entradas, channelTickets, calendars, ...fields } = input;
  await writingEvent(() =>
    db.transaction(async (tx) => {
      const event = await lockEvent(tx, id);
      if (event.version !== version) throw new AppError('version_conflict');
      if (changesAny(event, fields, settledFields)) await refuseWhileSettled(tx, id);
      if (fields.name !== undefined && !(await isEventNameFree(tx, fields.name, id))) {
        throw new AppError('evento_name_in_use');
      }
      const children = normalizeChildren({ entradas, channelTickets, calendars });
      const before = { ...event, ...(await childrenOf(tx, id)) };
      await tx
        .update(events)
        .set({
          ...fields,
          ...(fields.name !== undefined ? { nameKey: searchKey(fields.name) } : {}),
          ...nextVersion(events, actorId),
        })
        .where(eq(events.id, id));
      await writeChildren(tx, id, children);
      await recordChanges(
        tx,
        { eventId: id, part: 'general', userId: actorId },
        changesOf(before, { ...fields, ...children }),
      );
      await refreshListColumns(tx, id);
      if (fields.empresaId !== undefined) await refreshDraftFigures(tx, [id]);
    }),
  );
  forgetEventCounts();
}

/**
 * Moves the live event `id` to phase `fase` at the version it has now (the draft a confirmed hold
 * was made from). Answers false when there is no such live event.
 */
export async function setEventPhase(
  db: Db,
  id: number,
  fase: NonNullable<EventUpdateInput['fase']>,
  actorId: number,
): Promise<boolean> {
  const [event] = await db
    .select({ version: events.version })
    .from(events)
    .where(and(eq(events.id, id), isNull(events.deletedAt)));
  if (!event) return false;
  await updateEvent(db, { id, version: event.version, fase }, actorId);
  return true;
}

/** Moves the event to `status` when the state machine allows it (docs/decisions.md § Events). */
export async function setEventStatus(
  db: Db,
  input: { id: number; status: EventStatus; version?: number },
  actorId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, input.id);
    if (input.version !== undefined && event.version !== input.version)
      throw new AppError('version_conflict');
    if (event.status === input.status) return;
    await refuseWhileSettled(tx, input.id);
    if (!canChangeStatus(event.status, input.status)) {
      const from = isEventStatus(event.status)
        ? statusLabels[event.status]
        : { es: event.status, en: event.status };
      throw new AppError('status_not_allowed', { params: { from, to: statusLabels[input.status] } });
    }
    await tx
      .update(events)
      .set({
        status: input.status,
        ...nextVersion(events, actorId),
      })
      .where(eq(events.id, input.id));
    await recordChanges(tx, { eventId: input.id, part: 'status', userId: actorId }, [
      { field: 'status', oldValue: event.status, newValue: input.status },
    ]);
  });
  forgetEventCounts();
}

/** Soft delete: the event leaves the lists and can be restored. */
export async function removeEvent(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, id);
    await refuseWhileSettled(tx, id);
    const changes = nextVersion(events, actorId);
    const deletedAt = changes.updatedAt;
    const [removed] = await tx
      .update(events)
      .set({ ...changes, deletedAt })
      .where(and(eq(events.id, id), isNull(events.deletedAt)))
      .returning({ id: events.id });
    if (!removed) throw new AppError('event_not_found');
    await recordChanges(tx, { eventId: id, part: 'general', userId: actorId }, [
      { field: 'deletedAt', oldValue: null, newValue: deletedAt },
    ]);
  });
  forgetEventCounts();
}

/** Brings a deleted event back, unless a live event has taken its name meanwhile. */
export async function restoreEvent(db: Db, id: number, actorId: number): Promise<void> {
  await writingEvent(() =>
    db.transaction(async (tx) => {
      const [event] = await tx
        .select({ name: events.name, deletedAt: events.deletedAt })
        .from(events)
        .where(and(eq(events.id, id), isNotNull(events.deletedAt)))
        .for('update');
      if (!event) throw new AppError('event_not_found');
      if (!(await isEventNameFree(tx, event.name))) throw new AppError('evento_name_in_use');
      await tx
        .update(events)
        .set({
          deletedAt: null,
          ...nextVersion(events, actorId),
        })
        .where(eq(events.id, id));
      await recordChanges(tx, { eventId: id, part: 'general', userId: actorId }, [
        { field: 'deletedAt', oldValue: event.deletedAt, newValue: null },
      ]);
    }),
  );
  forgetEventCounts();
}
