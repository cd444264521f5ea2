import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { editableColumns, timestamptz } from '../columns';
import { calendars, companies } from '../masters';
import { users } from '../users';

export const eventTypes = ['Promotores', 'Managers', 'Bookers', 'Sala', 'Productores'] as const;
export type EventType = (typeof eventTypes)[number];

/** What an event's `fase` holds, fase0 … fase6 in order (their labels live in `event_phases`). */
export const phaseNames = [
  'Creacion',
  'Negociacion',
  'Contratacion',
  'Produccion',
  'Comunicacion',
  'Celebrado',
  'Liquidado',
] as const;

/**
 * An event with its general info (spec §3). `nameKey` is the name in `searchKey` form (unique
 * among live events: the name check); `searchText` holds the keys of the name, place and the
 * parties' names and cities, behind a trigram index (the list's text filter); `artistName`,
 * `hallName` and `city` repeat the artist's and hall's, so the list reads one table. All are
 * written by the api. Parties, hiring and production conditions live in `event-conditions.ts`.
 */
export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    nameKey: text().notNull(),
    searchText: text().notNull().default(''),
    artistName: text(),
    hallName: text(),
    city: text(),
    eventType: text().$type<EventType>().notNull(),
    fase: text().notNull().default(phaseNames[0]),
    status: text().notNull().default('Borrador'),
    address: text().notNull().default(''),
    location: text().notNull().default(''),
    date: date({ mode: 'string' }),
    startTime: text(),
    duration: integer(),
    aperturaPuertas: text(),
    porDefinirAperturaPuertas: boolean().notNull().default(false),
    porDefinirHoraInicio: boolean().notNull().default(false),
    porDefinirDuracion: boolean().notNull().default(false),
    plazoAnuncio: date({ mode: 'string' }),
    salidaVenta: date({ mode: 'string' }),
    escenario: text().notNull().default(''),
    observacionesEscenario: text().notNull().default(''),
    isAccesible: boolean().notNull().default(false),
    isPrl: boolean().notNull().default(false),
    aforo: integer().notNull().default(0),
    existeRecinto: boolean().notNull().default(false),
    imageGroup: text(),
    hasArtistContract: boolean().notNull().default(false),
    hasPromotorContract: boolean().notNull().default(false),
    hasHallContract: boolean().notNull().default(false),
    observacionesEntradas: text().notNull().default(''),
    empresaId: integer().references(() => companies.id, { onDelete: 'restrict' }),
    deletedAt: timestamptz(),
    ...editableColumns,
  },
  (t) => [
    index('events_date_id_idx').on(t.date.desc().nullsLast(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('events_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('events_name_key_idx').on(t.nameKey).where(sql`${t.deletedAt} is null`),
    index('events_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('events_fase_date_idx')
      .on(t.fase, t.date.desc().nullsLast(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('events_status_date_idx')
      .on(t.status, t.date.desc().nullsLast(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('events_created_by_idx').on(t.createdBy),
    index('events_empresa_id_idx').on(t.empresaId),
    index('events_deleted_at_idx').on(t.deletedAt.desc()).where(sql`${t.deletedAt} is not null`),
  ],
);

/** The event a row of another table belongs to; the row goes with it. */
export const eventId = () =>
  integer()
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

/** A ticket tier of an event (spec §3 `entradas`), in order; `pvp` in integer cents. */
export const eventEntradas = pgTable(
  'event_entradas',
  {
    eventId: eventId(),
    id: text().notNull(),
    position: integer().notNull(),
    pvp: integer().notNull(),
    descripcion: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

/** A ticket sales channel of an event (spec §3 `channelTickets`), in order. */
export const eventChannelTickets = pgTable(
  'event_channel_tickets',
  {
    eventId: eventId(),
    position: integer().notNull(),
    value: text().notNull(),
    selected: boolean().notNull().default(false),
    text: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.position] })],
);

/** The calendars an event is shown on. */
export const eventCalendars = pgTable(
  'event_calendars',
  {
    eventId: eventId(),
    calendarId: integer()
      .notNull()
      .references(() => calendars.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.calendarId] }),
    index('event_calendars_calendar_id_idx').on(t.calendarId),
  ],
);

/**
 * The phases fase0 … fase6 (spec §1, §4): `name` is what an event's `fase` holds (fixed), the
 * labels and colour are an administrator's to edit. Seeded by the migration.
 */
export const eventPhases = pgTable('event_phases', {
  key: text().primaryKey(),
  position: integer().notNull().unique(),
  name: text().notNull().unique(),
  labelEs: text().notNull(),
  labelEn: text().notNull(),
  color: text().notNull(),
  version: integer().notNull().default(1),
  updatedAt: timestamptz().notNull().defaultNow(),
  updatedBy: integer(),
});

/** A dated note on an event's timeline. */
export const eventAnnotations = pgTable(
  'event_annotations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    text: text().notNull(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('event_annotations_event_id_idx').on(t.eventId, t.createdAt.desc())],
);

/** Who changed which field of which part of an event, when, from what to what. */
export const eventAudit = pgTable(
  'event_audit',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    /** `general`, `status`, a party (`artista` …), `contratacion.<party>` or `produccion`. */
    part: text().notNull(),
    field: text().notNull(),
    oldValue: jsonb().$type<unknown>(),
    newValue: jsonb().$type<unknown>(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('event_audit_event_id_idx').on(t.eventId, t.id.desc())],
);
