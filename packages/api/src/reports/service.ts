import { type Db, schema } from '@bolo/db';
import { and, count, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FileAnswer } from '../rest';
import type { Locale } from '../shared/errors';
import { AppError } from '../shared/errors';
import { exportPool } from '../shared/render-pool';
import { reportFileOnThread } from './export-thread';
import { MAX_EXPORT_ROWS } from './formats';
import type {
  ReportEventRow,
  ReportEventsInput,
  ReportExportInput,
  ReportFigures,
  ReportFilter,
  ReportSummary,
} from './schemas';

const { companies, eventParties, eventPhases, eventSettlements, events, halls } = schema;

/** The event's hall party: the reports group by its master and filter on it. */
const hallParty = alias(eventParties, 'hall_party');

/** Whether the event's artist party was picked from the artist master `artistId`. */
const artistIs = (artistId: number) => sql`exists (
  select 1 from ${eventParties}
  where ${eventParties.eventId} = ${events.id} and ${eventParties.kind} = 'artista'
    and ${eventParties.artistaMaestroId} = ${artistId})`;

/**
 * The events a report counts (docs/decisions.md § Reports): those with a saved settlement (draft
 * or locked, unless the filter says which), not deleted, dated within the period.
 */
function whereOf(filter: ReportFilter): SQL | undefined {
  return and(
    isNull(events.deletedAt),
    isNotNull(events.date),
    filter.from === undefined ? undefined : gte(events.date, filter.from),
    filter.to === undefined ? undefined : lte(events.date, filter.to),
    filter.empresaId === undefined ? undefined : eq(events.empresaId, filter.empresaId),
    filter.fase === undefined ? undefined : eq(events.fase, filter.fase),
    filter.status === undefined ? undefined : eq(eventSettlements.status, filter.status),
    filter.hallId === undefined ? undefined : eq(hallParty.salaMaestroId, filter.hallId),
    filter.artistId === undefined ? undefined : artistIs(filter.artistId),
  );
}

/** A query of `event_settlements` narrowed to the report's events (`whereOf`). */
const settled = <T extends PgSelect>(query: T, filter: ReportFilter) =>
  query
    .innerJoin(events, eq(events.id, eventSettlements.eventId))
    .leftJoin(hallParty, and(eq(hallParty.eventId, events.id), eq(hallParty.kind, 'sala')))
    // PostgreSQL leaves this join out of a query that reads no company column
    .leftJoin(companies, eq(companies.id, events.empresaId))
    .where(whereOf(filter));

/** The figure columns, named as the report's figures. */
const figureColumns = {
  ticketsSold: eventSettlements.ticketsSold,
  gross: eventSettlements.gross,
  netBoxOffice: eventSettlements.netBoxOffice,
  expenses: eventSettlements.expensesTotal,
  artistFee: eventSettlements.artistFee,
  artistFeeVat: eventSettlements.artistFeeVat,
  artistWithholding: eventSettlements.artistWithholding,
  artistPaid: eventSettlements.artistPaid,
  margin: eventSettlements.margin,
};

const sumOf = (column: SQL.Aliased | AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const noFigures: ReportFigures = {
  events: 0,
  ticketsSold: 0,
  gross: 0,
  netBoxOffice: 0,
  expenses: 0,
  artistFee: 0,
  artistFeeVat: 0,
  artistWithholding: 0,
  artistPaid: 0,
  margin: 0,
};

/**
 * The report's totals, and the same figures by month and by hall, in one pass over its events
 * (`grouping sets`): the bench times it over 100 000 events.
 */
export async function reportSummary(db: Db, filter: ReportFilter): Promise<ReportSummary> {
  const rows = settled(
    db
      .select({
        month: sql<string>`to_char(${events.date}, 'YYYY-MM')`.as('month'),
        hallId: sql<number | null>`${hallParty.salaMaestroId}`.as('hall_id'),
        ...figureColumns,
      })
      .from(eventSettlements)
      .$dynamic(),
    filter,
  ).as('report_rows');
  const groups = await db
    .select({
      byMonth: sql<number>`grouping(${rows.month})`.mapWith(Number),
      byHall: sql<number>`grouping(${rows.hallId})`.mapWith(Number),
      month: rows.month,
      hallId: rows.hallId,
      hallName: halls.name,
      events: count(),
      ticketsSold: sumOf(rows.ticketsSold),
      gross: sumOf(rows.gross),
      netBoxOffice: sumOf(rows.netBoxOffice),
      expenses: sumOf(rows.expenses),
      artistFee: sumOf(rows.artistFee),
      artistFeeVat: sumOf(rows.artistFeeVat),
      artistWithholding: sumOf(rows.artistWithholding),
      artistPaid: sumOf(rows.artistPaid),
      margin: sumOf(rows.margin),
    })
    .from(rows)
    .leftJoin(halls, eq(halls.id, rows.hallId))
    .groupBy(sql`grouping sets ((), (${rows.month}), (${rows.hallId}, ${halls.name}))`);
  const figuresOf = ({ byMonth, byHall, month, hallId, hallName, ...figures }: (typeof groups)[number]) =>
    figures;
  // grouping() is 0 for a column the row is grouped by
  const total = groups.find((group) => group.byMonth === 1 && group.byHall === 1);
  return {
    totals: total ? figuresOf(total) : noFigures,
    byMonth: groups
      .filter((group) => group.byMonth === 0)
      .map((group) => ({ month: group.month, ...figuresOf(group) }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    byHall: groups
      .filter((group) => group.byHall === 0)
      .map((group) => ({ hallId: group.hallId, hallName: group.hallName, ...figuresOf(group) }))
      .sort((a, b) => b.margin - a.margin),
  };
}

/** The columns of one event in the drill-down and the export. */
const eventRowColumns = {
  eventId: events.id,
  name: events.name,
  date: sql<string>`${events.date}`,
  fase: events.fase,
  empresaName: companies.name,
  artistName: events.artistName,
  hallName: events.hallName,
  status: eventSettlements.status,
  ...figureColumns,
};

const eventRows = (db: Db, filter: ReportFilter) =>
  settled(db.select(eventRowColumns).from(eventSettlements).$dynamic(), filter).orderBy(
    desc(events.date),
    desc(events.id),
  );

const countOf = async (db: Db, filter: ReportFilter) =>
  (await settled(db.select({ total: count() }).from(eventSettlements).$dynamic(), filter))[0]?.total ?? 0;

/** The report's events, latest first, one page at a time. */
export async function reportEvents(db: Db, input: ReportEventsInput) {
  const [items, total] = await Promise.all([
    eventRows(db, input)
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    countOf(db, input),
  ]);
  return { items: items satisfies ReportEventRow[], total, page: input.page, size: input.size };
}

/**
 * Every event of the report as a CSV or XLSX file; more than MAX_EXPORT_ROWS is `report_too_large`.
 * Files are made one at a time per process (`exportPool`; past its line, `503 busy`), on a thread of
 * their own, stopped past EXPORT_THREAD_SECONDS (`report_too_slow`).
 */
export function exportReport(
  db: Db,
  { format, ...filter }: ReportExportInput,
  locale: Locale,
): Promise<FileAnswer & { filename: string }> {
  return exportPool.run(async () => {
    const rows = await eventRows(db, filter).limit(MAX_EXPORT_ROWS + 1);
    if (rows.length > MAX_EXPORT_ROWS) {
      throw new AppError('report_too_large', {
        params: { count: await countOf(db, filter), max: MAX_EXPORT_ROWS },
      });
    }
    return reportFileOnThread(rows, { format, locale, phaseLabels: await phaseLabels(db, locale) });
  });
}

/** The phases' labels in `locale` (an administrator edits them), by the name an event's `fase` holds. */
async function phaseLabels(db: Db, locale: Locale): Promise<Record<string, string>> {
  const phases = await db
    .select({ name: eventPhases.name, es: eventPhases.labelEs, en: eventPhases.labelEn })
    .from(eventPhases);
  return Object.fromEntries(phases.map((phase) => [phase.name, phase[locale]]));
}
