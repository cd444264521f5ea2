import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PartyKind } from '../../party-kinds';
import type { TicketTaxRate } from '../../ticket-taxes';
import { editableColumns, timestamptz } from '../columns';
import { users } from '../users';
import type { Cache } from './conditions';
import { eventId } from './events';

/**
 * Tickets sold of one type through one channel; `price` (tax included) in cents. `taxRate`: the
 * type's own ticket tax rate; without one, the settlement's `vatRate`.
 */
export interface SettlementTicketLine {
  type: string;
  channel: string;
  price: number;
  quantity: number;
  taxRate?: TicketTaxRate | undefined;
}

/** A cost of the event: `external` ones are shared with the artist before the deal's percentage. */
export interface SettlementExpense {
  concept: string;
  amount: number;
  kind: 'internal' | 'external';
  /** The party the cost is charged to. */
  party: PartyKind;
}

/** An amount added to the artist's fee, once `minTickets` are sold (null: always). */
export interface SettlementBonus {
  concept: string;
  amount: number;
  minTickets: number | null;
}

const cents = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * A settlement's figures as `rules.ts` works them out, written with every save and lock so the
 * reports add them up in SQL; amounts in integer cents (`bigint`: a sum of lines may pass 2³¹).
 */
const reportFigureColumns = {
  ticketsSold: cents(),
  gross: cents(),
  netBoxOffice: cents(),
  /** External and internal expenses together. */
  expensesTotal: cents(),
  /** The tickets' VAT, included in `gross`. */
  vat: cents(),
  /** The authors' rights (SGAE) on the box office net of VAT. */
  sgae: cents(),
  /** The artist's fee before withholding. */
  artistFee: cents(),
  /** The IVA the artist charges on the fee (none for a non-resident: reverse charge). */
  artistFeeVat: cents(),
  /** The IRPF or IRNR withheld from the fee. */
  withholding: cents(),
  /** What the artist is paid: the fee plus its IVA less withholding. */
  artistPaid: cents(),
  margin: cents(),
};
export type SettlementReportFigures = { [name in keyof typeof reportFigureColumns]: number };

/** Raw bytes (`bytea`): a locked settlement's PDFs, served as they were made. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * What a lock keeps besides the figure columns: everything the sheet showed, as the api's
 * settlement answer (`sheet`, any shape: new lines are kept without this file knowing them), the
 * artist as the sheet named them, and the event's phase and status before the lock, which a
 * reopening puts back.
 */
export interface SettlementSnapshot {
  sheet: Record<string, unknown>;
  artist: { name: string | null; cif: string | null };
  before: { fase: string; status: string };
}

export const settlementStatuses = ['draft', 'locked'] as const;
export type SettlementStatus = (typeof settlementStatuses)[number];

/** A settlement of a show played, or of a cancelled one (its cancellation fee and the costs owed). */
export const settlementKinds = ['show', 'cancelled'] as const;
export type SettlementKind = (typeof settlementKinds)[number];

/**
 * The settlement (liquidación) of an event on its actual figures; amounts in integer cents,
 * percentages with two decimals at most. `deal` starts as the artist's hiring `cache`. Locked, it
 * is read-only until an administrator reopens it (the reopening is in `event_audit`).
 */
export const eventSettlements = pgTable(
  'event_settlements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    tickets: jsonb().$type<SettlementTicketLine[]>().notNull(),
    kind: text().$type<SettlementKind>().notNull().default('show'),
    /** The default ticket tax rate (IVA or IGIC by the company), for lines without their own. */
    vatRate: integer().notNull().default(10),
    /** A cancelled show's fee owed to the artist, in cents. */
    cancellationFee: bigint({ mode: 'number' }).notNull().default(0),
    sgaePorciento: doublePrecision().notNull().default(10),
    expenses: jsonb().$type<SettlementExpense[]>().notNull().default([]),
    deal: jsonb().$type<Cache>().notNull(),
    versus: boolean().notNull().default(false),
    bonuses: jsonb().$type<SettlementBonus[]>().notNull().default([]),
    withholdingPorciento: doublePrecision(),
    /** Why `withholdingPorciento` overrides the rate of the artist's tax situation. */
    withholdingReason: text(),
    /** The IVA rate on the artist's fee agreed for this settlement; null: by the artist's tax situation. */
    feeVatPorciento: doublePrecision(),
    /** Why `feeVatPorciento` overrides it. */
    feeVatReason: text(),
    /**
     * A deal in another currency is settled in euros at this rate (euros for one unit of the
     * deal's currency), as typed: a decimal text, never a float (issue 30); with its day and source.
     */
    exchangeRate: text(),
    exchangeRateDate: date({ mode: 'string' }),
    exchangeRateSource: text(),
    status: text().$type<SettlementStatus>().notNull().default('draft'),
    lockedAt: timestamptz(),
    lockedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Set while locked: the sheet is read from here, never worked out again. */
    snapshot: jsonb().$type<SettlementSnapshot>(),
    externalPdf: bytes(),
    internalPdf: bytes(),
    ...reportFigureColumns,
    ...editableColumns,
  },
  (t) => [
    uniqueIndex('event_settlements_event_id_idx').on(t.eventId),
    check('event_settlements_vat_rate', sql`${t.vatRate} in (10, 21, 4, 7, 3)`),
    check('event_settlements_kind', sql`${t.kind} in ('show', 'cancelled')`),
    check('event_settlements_status', sql`${t.status} in ('draft', 'locked')`),
  ],
);
