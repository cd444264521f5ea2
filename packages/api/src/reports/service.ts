import { type Db, type PartyKind, schema } from '@bolo/db';
import { and, count, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FileAnswer } from '../rest';
import type { Locale } from '../shared/errors';
import { AppError } from '../shared/errors';
import { exportPool } from '../shared/render-pool';
import { reportFileOnThread } from './export-thread';
import { MAX_EXPORT_ROWS, reportStatusOf } from './formats';
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

/** Whether the event's party of `kind` was picked from the master row `masterId` (its `column`). */
const partyIs = (kind: PartyKind, column: AnyPgColumn, masterId: number) => sql`exists (
  select 1 from ${eventParties}
  where ${eventParties.eventId} = ${events.id} and ${eventParties.kind} = ${kind}
    and ${column} = ${masterId})`;

/** The settlements' statuses a report counts (`reportStatusOf`). */
const statusIn = (filter: ReportFilter) => {
  const status = reportStatusOf(filter);
  return status === 'all' ? undefined : eq(eventSettlements.status, status);
};

/**
 * The events a report counts (docs/decisions.md § Reports): those with a saved settlement (locked
 * ones unless the filter says otherwise), not deleted, dated within the period.
 */
function whereOf(filter: ReportFilter): SQL | undefined {
  return and(
    isNull(events.deletedAt),
    isNotNull(events.date),
    filter.from === undefined ? undefined : gte(events.date, filter.from),
    filter.to === undefined ? undefined : lte(events.date, filter.to),
    filter.empresaId === undefined ? undefined : eq(events.empresaId, filter.empresaId),
    filter.fase === undefined ? undefined : eq(events.fase, filter.fase),
    statusIn(filter),
    filter.hallId === undefined ? undefined : eq(hallParty.salaMaestroId, filter.hallId),
    filter.artistId === undefined
      ? undefined
      : partyIs('artista', eventParties.artistaMaestroId, filter.artistId),
    filter.promotorId === undefined
      ? undefined
      : partyIs('promotor', eventParties.promotorMaestroId, filter.promotorId),
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
  vat: eventSettlements.vat,
  sgae: eventSettlements.sgae,
  expenses: eventSettlements.expensesTotal,
  artistFee: eventSettlements.artistFee,
  artistFeeVat: eventSettlements.artistFeeVat,
  withholding: eventSettlements.withholding,
  artistPaid: eventSettlements.artistPaid,
  margin: eventSettlements.margin,
};
type FigureName = keyof typeof figureColumns;

const sumOf = (column: SQL.Aliased | AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const figureNames = Object.keys(figureColumns) as FigureName[];

/** Each figure's sum over the rows of the report's subquery. */
const sumsOf = (rows: Record<FigureName, SQL.Aliased | AnyPgColumn>) =>
  Object.fromEntries(figureNames.map((name) => [name, sumOf(rows[name])])) as Record<FigureName, SQL<number>>;

const noFigures: ReportFigures = {
  events: 0,
  ...(Object.fromEntries(figureNames.map((name) => [name, 0])) as Record<FigureName, number>),
};

/**
 * The report's totals, the drafts' share of them, and the same figures by month and by hall, in
 * one pass over its events (`grouping sets`): the bench times it over 100 000 events.
 */
export async function reportSummary(db: Db, filter: ReportFilter): Promise<ReportSummary> {
  const rows = settled(
    db
      .select({
        month: sql<string>`to_char(${events.date}, 'YYYY-MM')`.as('month'),
        hallId: sql<number | null>`${hallParty.salaMaestroId}`.as('hall_id'),
        status: eventSettlements.status,
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
      byStatus: sql<number>`grouping(${rows.status})`.mapWith(Number),
      month: rows.month,
      hallId: rows.hallId,
      hallName: halls.name,
      status: rows.status,
      events: count(),
      ...sumsOf(rows),
    })
    .from(rows)
    .leftJoin(halls, eq(halls.id, rows.hallId))
    .groupBy(sql`grouping sets ((), (${rows.status}), (${rows.month}), (${rows.hallId}, ${halls.name}))`);
  const figuresOf = ({
    byMonth,
    byHall,
    byStatus,
    month,
    hallId,
    hallName,
    status,
    ...figures
  }: (typeof groups)[number]) => figures;
  // grouping() is 0 for a column the row is grouped by
  const total = groups.find((group) => group.byMonth + group.byHall + group.byStatus === 3);
  const drafts = groups.find((group) => group.byStatus === 0 && group.status === 'draft');
  return {
    totals: total ? figuresOf(total) : noFigures,
    drafts: drafts ? figuresOf(drafts) : noFigures,
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
