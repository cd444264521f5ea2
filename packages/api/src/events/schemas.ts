import {
  type DocumentKey,
  documentKeys,
  eventTypes,
  MAX_DAY_OFFSET,
  partyKinds,
  phaseNames,
  schema,
  userFeedScopes,
} from '@bolo/db';
import { taxTerritories } from '@bolo/db/ticket-taxes';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import {
  artistTaxFields,
  color,
  masterName,
  masterSchemas,
  reference,
  showDayScheduleOutput,
} from '../masters/public';
import { cents, MAX_TICKET_PRICE_CENTS } from '../shared/money';
import { pageFields, pageOf } from '../shared/page';
import { id, version } from '../shared/row-id';
import { clockTime } from '../shared/schemas';
import { plainText } from '../shared/text';
import { imageGroups } from '../storage/public';
import { scheduleItemOutput } from './advance/schemas';
import { cacheSchema } from './conditions/deal';
import { paymentTypes } from './defaults';
import { duplicableParts, eventListSorts } from './options';
import { eventStatuses } from './status';

const isoDate = z.iso.date();
const time = clockTime;
const flag = z.boolean();
/** The day a production time falls on, from the show's: −1 the day before, 1 the day after. */
const day = z.number().int().min(-MAX_DAY_OFFSET).max(MAX_DAY_OFFSET);
/** Spec booleans that a query string carries as text. */
const queryFlag = z.union([flag, z.enum(['true', 'false']).transform((value) => value === 'true')]);

const entradaInput = z.strictObject({
  /** Kept across saves when given; a new tier gets one. */
  id: plainText(64).min(1).optional(),
  /** Price in integer cents. */
  pvp: cents('es', MAX_TICKET_PRICE_CENTS),
  descripcion: plainText(200).default(''),
});

const channelTicketInput = z.strictObject({
  value: plainText(100).min(1),
  selected: flag.default(false),
  text: plainText(200).default(''),
});

/** Every field of the general info (spec §3 Event) an edit may send. */
const generalFields = {
  name: masterName,
  eventType: z.enum(eventTypes),
  fase: z.enum(phaseNames),
  address: plainText(500),
  location: plainText(500),
  date: isoDate.nullable(),
  startTime: time.nullable(),
  /** Minutes. */
  duration: z.number().int().min(0).max(10_080).nullable(),
  aperturaPuertas: time.nullable(),
  porDefinirAperturaPuertas: flag,
  porDefinirHoraInicio: flag,
  porDefinirDuracion: flag,
  plazoAnuncio: isoDate.nullable(),
  salidaVenta: isoDate.nullable(),
  escenario: plainText(500),
  observacionesEscenario: plainText(5_000),
  isAccesible: flag,
  isPrl: flag,
  aforo: z.number().int().min(0).max(1_000_000),
  existeRecinto: flag,
  /** The company's image group that heads the contracts; null is `principal` (image-group.ts). */
  imageGroup: z.enum(imageGroups).nullable(),
  hasArtistContract: flag,
  hasPromotorContract: flag,
  hasHallContract: flag,
  observacionesEntradas: plainText(5_000),
  entradas: z.array(entradaInput).max(50),
  channelTickets: z.array(channelTicketInput).max(20),
  /** Ids of the calendars the event is shown on. */
  calendars: z.array(reference).max(50),
  empresaId: reference.nullable(),
};
const generalInput = z.strictObject(generalFields).partial();
export type GeneralInput = z.infer<typeof generalInput>;

const masterId = reference.nullable().optional();

/**
 * A party's snapshot fields (the master's own rules) and the master it was picked from. The
 * artist's tax profile is not snapshotted: a settlement reads it from the master.
 */
const partySchemas = {
  artista: masterSchemas.artist.omit(artistTaxFields).partial().extend({ artistaMaestroId: masterId }),
  promotor: masterSchemas.promoter.partial().extend({ promotorMaestroId: masterId }),
  sala: masterSchemas.hall.partial().extend({ salaMaestroId: masterId }),
  productor: masterSchemas.producer.partial().extend({ productorMaestroId: masterId }),
};

/** The draft of spec §3: general info, the artist, and optionally the promoter, hall and producer. */
export const eventCreateInput = generalInput.extend({
  name: masterName,
  eventType: z.enum(eventTypes),
  artista: partySchemas.artista.optional(),
  promotor: partySchemas.promotor.optional(),
  sala: partySchemas.sala.optional(),
  productor: partySchemas.productor.optional(),
  /**
   * The template of each document (`confirmacion.sala`, `contrato.artista` …, spec §3 draft
   * `plantillas`); a document not named is generated from the master of its kind and party.
   */
  plantillas: z.partialRecord(z.enum(documentKeys as [DocumentKey, ...DocumentKey[]]), id).optional(),
});
export type EventCreateInput = z.infer<typeof eventCreateInput>;

export const eventUpdateInput = generalInput.extend({ id, version });
export type EventUpdateInput = z.infer<typeof eventUpdateInput>;

const partySave = <K extends keyof typeof partySchemas>(kind: K) =>
  partySchemas[kind].extend({
    eventId: id,
    kind: z.literal(kind),
    /** The version read; absent when the event has no such party yet. */
    version: version.optional(),
  });
export const partySaveInput = z.discriminatedUnion('kind', [
  partySave('artista'),
  partySave('promotor'),
  partySave('sala'),
  partySave('productor'),
]);
export type PartySaveInput = z.infer<typeof partySaveInput>;
export const partyRemoveInput = z.strictObject({ eventId: id, kind: z.enum(partyKinds), version });

const paymentType = z.enum(['', ...paymentTypes]);
const notes = plainText(5_000);

/** The fields of one party's hiring block (spec §3 Hiring conditions). */
const hiringFields = z
  .strictObject({
    cache: cacheSchema(),
    formaPagoFijo: paymentType,
    formaPagoVariable: paymentType,
    /** Checked by the service against `contractTypes`: `contract_type_not_allowed`. */
    tipoContrato: plainText(50),
    exclusividad: flag.nullable(),
    invitaciones: z.number().int().min(0).max(100_000),
    observacionesInvitaciones: notes,
    observacionesExclusividad: notes,
    observacionesTransfer: notes,
    observacionesGenerales: notes,
    politicaMenores: notes,
  })
  .partial();

/** The fields of the production conditions (spec §3), spelled as the spec spells them. */
const productionFields = z
  .strictObject({
    arrivalTime: time,
    assemblyStart: time,
    startSoundTest: time,
    endSoundTest: time,
    showStart: time,
    showEnd: time,
    backstageExit: time,
    arrivalTimeDay: day,
    assemblyStartDay: day,
    startSoundTestDay: day,
    endSoundTestDay: day,
    showStartDay: day,
    showEndDay: day,
    backstageExitDay: day,
    acommodation: flag,
    acommodationDescription: notes,
    donwloadAccess: flag,
    donwloadAccessDescription: notes,
    backline: flag,
    backlineDescription: notes,
    catering: flag,
    cateringDescription: notes,
    transfer: flag,
    transferDescription: notes,
    parking: flag,
    parkingDescription: notes,
    soundTest: flag,
    soundTestDescription: notes,
    hospitality: flag,
    hospitalityDescription: notes,
    camerino: flag,
    camerinoDescription: notes,
    merchandising: flag,
    merchandisingDescription: notes,
    observations: notes,
    observaciones: notes,
  })
  .partial();

/** The event a condition block belongs to: required, but refused with `mandatory_eventId` (spec §8). */
const ofEvent = { eventId: id.optional() };
export const hiringCreateInput = hiringFields.extend({ ...ofEvent, type: z.enum(partyKinds) });
export const hiringUpdateInput = hiringFields.extend({ id, version });
export const productionCreateInput = productionFields.extend(ofEvent);
export const productionUpdateInput = productionFields.extend({ id, version });
/** The blocks of one event (the list, its query string or the search body). */
export const conditionsListInput = z.object(ofEvent);

/** The list's page, sort and filters; a query string or a JSON body. */
export const eventListInput = z.object({
  ...pageFields,
  sort: z.enum(eventListSorts).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Part of the name, place, artist or hall, any case or accents. */
  q: plainText(100).optional(),
  /** The date range, both days included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  eventType: z.enum(eventTypes).optional(),
  fase: z.enum(phaseNames).optional(),
  status: z.enum(eventStatuses).optional(),
  calendarId: id.optional(),
  empresaId: id.optional(),
  /** Only the events the caller created. */
  mine: queryFlag.optional(),
});
export type EventListInput = z.infer<typeof eventListInput>;

export const pageInput = z.object(pageFields);

const eventRow = createSelectSchema(schema.events).omit({ nameKey: true, searchText: true });

export const eventSummaryOutput = eventRow.pick({
  id: true,
  name: true,
  eventType: true,
  fase: true,
  status: true,
  date: true,
  startTime: true,
  location: true,
  aforo: true,
  artistName: true,
  hallName: true,
  city: true,
});
export type EventSummary = z.infer<typeof eventSummaryOutput>;

export const eventPageOutput = pageOf(eventSummaryOutput);

const deletedEventOutput = eventRow
  .pick({
    id: true,
    name: true,
    date: true,
    deletedAt: true,
    updatedBy: true,
  })
  .extend({
    /** The full name of who deleted it (the last to change it); null for a user no longer there. */
    deletedByName: z.string().nullable(),
  });
export const deletedPageOutput = pageOf(deletedEventOutput);

export const partyOutput = createSelectSchema(schema.eventParties, { kind: z.enum(partyKinds) });
export const hiringOutput = createSelectSchema(schema.eventHiringConditions, {
  type: z.enum(partyKinds),
  cache: cacheSchema(),
});
export const productionOutput = createSelectSchema(schema.eventProductionConditions);
export type HiringRow = z.infer<typeof hiringOutput>;
export type ProductionRow = z.infer<typeof productionOutput>;

/**
 * One event with all its parts. A part the caller's role may not see (spec §6: DatosContraparte,
 * Contratacion, Produccion) is left out; a party the event does not have is null.
 */
export const eventOutput = eventRow.extend({
  entradas: z.array(z.object({ id: z.string(), pvp: z.number().int(), descripcion: z.string() })),
  channelTickets: z.array(z.object({ value: z.string(), selected: z.boolean(), text: z.string() })),
  calendars: z.array(z.number().int()),
  /** The names of its company and calendars, for a role without the masters' lists. */
  names: z.object({
    empresa: z.string().nullable(),
    calendars: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  /** Where its company's shows are taxed: IVA on the península, IGIC in the Canaries (the peninsula without one). */
  taxTerritory: z.enum(taxTerritories),
  /** The show-day schedule its production times are worked out by: its company's, the office's where it has none. */
  showDaySchedule: showDayScheduleOutput,
  artista: partyOutput.nullable().optional(),
  promotor: partyOutput.nullable().optional(),
  sala: partyOutput.nullable().optional(),
  productor: partyOutput.nullable().optional(),
  hiring: z.array(hiringOutput).optional(),
  production: productionOutput.nullable().optional(),
});
export type EventOutput = z.infer<typeof eventOutput>;

export const statusInput = z.strictObject({
  id,
  status: z.enum(eventStatuses),
  /** The version read; without it the move is checked against the status as stored. */
  version: version.optional(),
});

export const duplicateInput = z.strictObject({ id, name: masterName.optional() });
/** The most shows one duplicate makes: a tour's run, not a season. */
export const MAX_RUN_DATES = 31;
export const duplicateWithInput = duplicateInput.extend({
  parts: z.array(z.enum(duplicableParts)).max(duplicableParts.length),
  /** The days of the copies, one event each (a run of shows); none: one copy on the source's day. */
  dates: z
    .array(isoDate)
    .min(1)
    .max(MAX_RUN_DATES)
    .refine((dates) => new Set(dates).size === dates.length, { error: 'Cada fecha una sola vez' })
    .optional(),
  /** The hall master the copies are at instead of the source's hall. */
  hallId: reference.optional(),
});

export const annotationInput = z.strictObject({ id, text: plainText(5_000).min(1) });
export const annotationOutput = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: z.date(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
});

export const auditInput = pageInput.extend({ id });
export const auditOutput = pageOf(
  z.object({
    id: z.number().int(),
    part: z.string(),
    field: z.string(),
    oldValue: z.unknown(),
    newValue: z.unknown(),
    at: z.date(),
    userId: z.number().int().nullable(),
    userName: z.string().nullable(),
  }),
);

export const phaseOutput = createSelectSchema(schema.eventPhases);
export const phaseUpdateInput = z.strictObject({
  key: z.string().regex(/^fase[0-6]$/),
  version,
  labelEs: plainText(60).min(1).optional(),
  labelEn: plainText(60).min(1).optional(),
  color,
});

/** The calendar page asks at most a quarter of days per view (a month grid shows up to 42). */
export const CALENDAR_MAX_DAYS = 92;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000;

/** The days a calendar view shows, both included, and optionally one calendar's events only. */
export const calendarRangeInput = z
  .object({ from: isoDate, to: isoDate, calendarId: id.optional() })
  .refine(({ from, to }) => dayNumber(to) >= dayNumber(from), {
    error: 'El final no puede ser anterior al inicio',
    path: ['to'],
  })
  .refine(({ from, to }) => dayNumber(to) - dayNumber(from) < CALENDAR_MAX_DAYS, {
    error: `Como mucho ${CALENDAR_MAX_DAYS} días`,
    path: ['to'],
  });
export type CalendarRangeInput = z.infer<typeof calendarRangeInput>;

/** An event as a calendar view draws it; `version` lets a drag save the new date. */
export const calendarEventOutput = eventRow
  .pick({
    id: true,
    name: true,
    eventType: true,
    fase: true,
    status: true,
    startTime: true,
    duration: true,
    porDefinirHoraInicio: true,
    location: true,
    artistName: true,
    hallName: true,
    version: true,
  })
  .extend({ date: isoDate });
export type CalendarEvent = z.infer<typeof calendarEventOutput>;
/** `capped`: more events than a view draws fall in the range; the first ones by date are given. */
export const calendarEventsOutput = z.object({ items: z.array(calendarEventOutput), capped: z.boolean() });

/** The steps of the schedules of a view's shows (issue 32), for a role that may read their advance. */
export const calendarScheduleOutput = z.object({
  items: z.array(
    scheduleItemOutput
      .omit({ version: true, position: true, notes: true, confirmedAt: true, confirmedByName: true })
      .extend({ eventId: z.number().int() }),
  ),
  capped: z.boolean(),
});

export const calendarOptionOutput = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
export const calendarFeedInput = z.strictObject({ calendarId: id });
/** The secret address of a calendar's iCal feed. */
export const calendarFeedOutput = z.object({ calendarId: z.number().int(), url: z.string() });
/** The signed-in user's own feeds; `rotate`: the one (`mine` or `all`) to give a new address. */
export const userFeedInput = z.strictObject({ rotate: z.enum(userFeedScopes).optional() });
/** The secret addresses of the signed-in user's feeds. */
export const userFeedsOutput = z.array(z.object({ scope: z.enum(userFeedScopes), url: z.string() }));
