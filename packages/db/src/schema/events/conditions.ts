import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MAX_DAY_OFFSET } from '../../day-offsets';
import type { PartyKind } from '../../party-kinds';
import { editableColumns } from '../columns';
import { artists, emailListColumns, halls, optionalText, producers, promoters } from '../masters';
import { eventId } from './events';

export { type PartyKind, partyKinds } from '../../party-kinds';

/**
 * An event's artist, promoter, hall or producer: a snapshot of the master row's fields (spec §3
 * Artist, Promoter, Hall, Producer), so that a signed contract keeps the data it was signed with.
 * The master it was copied from is named by the one `…MaestroId` of its kind.
 */
export const eventParties = pgTable(
  'event_parties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    kind: text().$type<PartyKind>().notNull(),
    name: optionalText(),
    cif: optionalText(),
    type: optionalText(),
    dniFirmante: optionalText(),
    address: optionalText(),
    companyName: optionalText(),
    nameSignatory: optionalText(),
    phone: optionalText(),
    email: optionalText(),
    accountNumber: optionalText(),
    additionalInfo: optionalText(),
    ownershipCertificate: optionalText(),
    cifCertificate: optionalText(),
    isTelonero: boolean().notNull().default(false),
    city: optionalText(),
    capacity: integer().notNull().default(0),
    direccionSala: optionalText(),
    ...emailListColumns(),
    artistaMaestroId: integer().references(() => artists.id, { onDelete: 'restrict' }),
    promotorMaestroId: integer().references(() => promoters.id, { onDelete: 'restrict' }),
    salaMaestroId: integer().references(() => halls.id, { onDelete: 'restrict' }),
    productorMaestroId: integer().references(() => producers.id, { onDelete: 'restrict' }),
    ...editableColumns,
  },
  (t) => [
    uniqueIndex('event_parties_event_kind_idx').on(t.eventId, t.kind),
    index('event_parties_artista_maestro_idx').on(t.artistaMaestroId),
    index('event_parties_promotor_maestro_idx').on(t.promotorMaestroId),
    index('event_parties_sala_maestro_idx').on(t.salaMaestroId),
    index('event_parties_productor_maestro_idx').on(t.productorMaestroId),
    check(
      'event_parties_master_of_kind',
      sql`(${t.kind} = 'artista' or ${t.artistaMaestroId} is null)
        and (${t.kind} = 'promotor' or ${t.promotorMaestroId} is null)
        and (${t.kind} = 'sala' or ${t.salaMaestroId} is null)
        and (${t.kind} = 'productor' or ${t.productorMaestroId} is null)`,
    ),
  ],
);

/** A variable-fee tier: `desde`/`hasta` of gross box office in cents (`hasta` null: no top). */
export interface CacheSection {
  desde: number;
  hasta: number | null;
  porciento: number;
}

/**
 * A party's fee (spec §3 Hiring conditions `cache`); amounts in integer cents. `fijo.quantity` is
 * null until someone types an amount: a new block has its fixed-fee line, without an amount.
 */
export interface Cache {
  fijo: { quantity: number | null; active: boolean; description: string };
  variable: { description: string; active: boolean; sections: CacheSection[] };
  /**
   * The greater of the guarantee and the percentage ("3 000 € or 70 %"), instead of their sum.
   * Absent on a fee saved before issue 27: a sum.
   */
  versus?: boolean;
  /**
   * A "plus" deal's split point: the promoter's profit in cents. The percentage then applies to
   * what is left after the costs, the guarantee and this profit. Null or absent: no split point.
   */
  promoterProfit?: number | null;
  /** The ISO 4217 code the amounts are in (issue 30); absent on a fee saved before it: EUR. */
  currency?: string;
}

/** The hiring conditions of one party of an event (spec §3 Hiring conditions); `type` is the party. */
export const eventHiringConditions = pgTable(
  'event_hiring_conditions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    type: text().$type<PartyKind>().notNull(),
    cache: jsonb().$type<Cache>().notNull(),
    formaPagoFijo: optionalText(),
    formaPagoVariable: optionalText(),
    tipoContrato: optionalText(),
    exclusividad: boolean(),
    invitaciones: integer().notNull().default(0),
    observacionesInvitaciones: optionalText(),
    observacionesExclusividad: optionalText(),
    observacionesTransfer: optionalText(),
    observacionesGenerales: optionalText(),
    politicaMenores: optionalText(),
    ...editableColumns,
  },
  (t) => [uniqueIndex('event_hiring_conditions_event_type_idx').on(t.eventId, t.type)],
);

const time = () => text().notNull().default('00:00');
/** The day a time falls on, counted from the show's: −1 the day before, 0 the show's day, 1 the day after. */
const day = () => smallint().notNull().default(0);
const need = () => boolean().notNull().default(false);

const dayCheck = (name: string, column: ExtraConfigColumn) =>
  check(
    name,
    sql`${column} between ${sql.raw(String(-MAX_DAY_OFFSET))} and ${sql.raw(String(MAX_DAY_OFFSET))}`,
  );

/** The production conditions of an event (spec §3 Production conditions), the spec's spelling kept. */
export const eventProductionConditions = pgTable(
  'event_production_conditions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    arrivalTime: time(),
    assemblyStart: time(),
    startSoundTest: time(),
    endSoundTest: time(),
    showStart: time(),
    showEnd: time(),
    backstageExit: time(),
    arrivalTimeDay: day(),
    assemblyStartDay: day(),
    startSoundTestDay: day(),
    endSoundTestDay: day(),
    showStartDay: day(),
    showEndDay: day(),
    backstageExitDay: day(),
    acommodation: need(),
    acommodationDescription: optionalText(),
    donwloadAccess: need(),
    donwloadAccessDescription: optionalText(),
    backline: need(),
    backlineDescription: optionalText(),
    catering: need(),
    cateringDescription: optionalText(),
    transfer: need(),
    transferDescription: optionalText(),
    parking: need(),
    parkingDescription: optionalText(),
    soundTest: need(),
    soundTestDescription: optionalText(),
    hospitality: need(),
    hospitalityDescription: optionalText(),
    camerino: need(),
    camerinoDescription: optionalText(),
    merchandising: need(),
    merchandisingDescription: optionalText(),
    observations: optionalText(),
    observaciones: optionalText(),
    ...editableColumns,
  },
  (t) => [
    uniqueIndex('event_production_conditions_event_id_idx').on(t.eventId),
    dayCheck('event_production_arrival_time_day', t.arrivalTimeDay),
    dayCheck('event_production_assembly_start_day', t.assemblyStartDay),
    dayCheck('event_production_start_sound_test_day', t.startSoundTestDay),
    dayCheck('event_production_end_sound_test_day', t.endSoundTestDay),
    dayCheck('event_production_show_start_day', t.showStartDay),
    dayCheck('event_production_show_end_day', t.showEndDay),
    dayCheck('event_production_backstage_exit_day', t.backstageExitDay),
  ],
);
