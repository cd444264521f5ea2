import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { editableColumns, timestamptz } from './columns';

export const eventTypes = ['Promotores', 'Managers', 'Bookers', 'Sala', 'Productores'] as const;
export type EventType = (typeof eventTypes)[number];

/** A ticket tier; pvp in integer cents. */
export interface Entrada {
  id: string;
  pvp: number;
  descripcion: string;
}
export interface ChannelTicket {
  value: string;
  selected: boolean;
  text: string;
}

/** An event with its general info (spec §3). Parties, hiring and production come in their own tables. */
export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    eventType: text().$type<EventType>().notNull(),
    fase: text().notNull().default('Creacion'),
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
    entradas: jsonb().$type<Entrada[]>().notNull().default([]),
    observacionesEntradas: text().notNull().default(''),
    channelTickets: jsonb().$type<ChannelTicket[]>().notNull().default([]),
    deletedAt: timestamptz(),
    ...editableColumns,
  },
  (t) => [
    index('events_date_id_idx').on(t.date.desc().nullsLast(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('events_name_idx').on(sql`lower(${t.name})`),
  ],
);
