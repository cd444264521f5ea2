import { phaseNames, settlementStatuses } from '@bolo/db';
import { z } from 'zod';
import { pageFields, pageOf } from '../shared/page';
import { id } from '../shared/row-id';
import { reportFormats, reportStatuses } from './formats';

/** A day PostgreSQL takes as a `date`. */
const day = z.iso.date().refine((value) => value >= '1900-01-01' && value <= '2999-12-31', {
  error: 'Fecha fuera de rango',
});

const filterFields = {
  /** The period, both days included, on the event's date. */
  from: day.optional(),
  to: day.optional(),
  empresaId: id.optional(),
  /** The artist, hall and promoter masters picked as the event's parties. */
  artistId: id.optional(),
  hallId: id.optional(),
  promotorId: id.optional(),
  fase: z.enum(phaseNames).optional(),
  /** Which settlements count; absent, locked ones only (`reportStatusOf`). */
  status: z.enum(reportStatuses).optional(),
};

const inOrder = (period: { from?: string; to?: string }) =>
  !period.from || !period.to || period.from <= period.to;
const orderRule = { error: 'La fecha final no puede ser anterior a la inicial', path: ['to'] };

export const reportFilterInput = z.strictObject(filterFields).refine(inOrder, orderRule);
export type ReportFilter = z.infer<typeof reportFilterInput>;

export const reportEventsInput = z
  .strictObject({ ...filterFields, ...pageFields })
  .refine(inOrder, orderRule);
export type ReportEventsInput = z.infer<typeof reportEventsInput>;

export const reportExportInput = z
  .strictObject({ ...filterFields, format: z.enum(reportFormats) })
  .refine(inOrder, orderRule);
export type ReportExportInput = z.infer<typeof reportExportInput>;

const cents = z.number().int();

/** What a report adds up over its events; amounts in integer cents. */
export const reportFigures = z.object({
  events: z.number().int(),
  ticketsSold: z.number().int(),
  gross: cents,
  netBoxOffice: cents,
  /** The tickets' VAT and the authors' rights (SGAE), both out of the gross. */
  vat: cents,
  sgae: cents,
  /** External and internal expenses. */
  expenses: cents,
  /** The artists' fees before withholding. */
  artistFee: cents,
  /** The IVA the artists charge on their fees (none where the promoter self-assesses it). */
  artistFeeVat: cents,
  /** The IRPF and IRNR withheld from the artists' fees. */
  withholding: cents,
  /** What the artists are paid: their fees plus their IVA less withholding. */
  artistPaid: cents,
  margin: cents,
});
export type ReportFigures = z.infer<typeof reportFigures>;

export const reportSummaryOutput = z.object({
  totals: reportFigures,
  /** The drafts' share of `totals`, shown apart (all zero when the report counts locked ones only). */
  drafts: reportFigures,
  /** One entry per month with events, `YYYY-MM`, in order. */
  byMonth: z.array(reportFigures.extend({ month: z.string() })),
  /** One entry per hall (null: events whose hall is no master), by margin, greatest first. */
  byHall: z.array(
    reportFigures.extend({ hallId: z.number().int().nullable(), hallName: z.string().nullable() }),
  ),
});
export type ReportSummary = z.infer<typeof reportSummaryOutput>;

export const reportEventRow = reportFigures.omit({ events: true }).extend({
  eventId: z.number().int(),
  name: z.string(),
  date: z.string(),
  fase: z.string(),
  empresaName: z.string().nullable(),
  artistName: z.string().nullable(),
  hallName: z.string().nullable(),
  status: z.enum(settlementStatuses),
});
export type ReportEventRow = z.infer<typeof reportEventRow>;

export const reportEventsOutput = pageOf(reportEventRow);
