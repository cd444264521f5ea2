import {
  partyKinds,
  settlementKinds,
  settlementStatuses,
  taxPersons,
  ticketTaxes,
  ticketTaxRates,
} from '@bolo/db';
import { z } from 'zod';
import {
  cents,
  checkExchangeRate,
  currencyOf,
  exchangeRateFields,
  MAX_TICKET_PRICE_CENTS,
  MAX_TICKETS,
} from '../../shared/money';
import { id, MAX_INTEGER } from '../../shared/row-id';
import { plainText } from '../../shared/text';
import { cacheSchema, dealFields, isPlus, plusVersusMessage, porciento } from '../conditions/deal';
import { type ArtistTaxProfile, taxSituations } from './artist-taxes';
import type { SettlementFigures } from './rules';

/** The most ticket lines a settlement (and an imported CSV) holds. */
export const MAX_TICKET_LINES = 5_000;
/** The largest CSV of tickets accepted: 1 MB. */
export const MAX_CSV_BYTES = 1_000_000;

const quantity = z.number().int().min(0).max(MAX_TICKETS);

/** A ticket tax rate of any territory; the event's company decides which are allowed (`service.ts`). */
const ticketTaxRate = z.literal([...ticketTaxRates]);

export const ticketLine = z.strictObject({
  type: plainText(200),
  channel: plainText(200),
  price: cents('es', MAX_TICKET_PRICE_CENTS),
  quantity,
  /** The type's own rate; without one, the settlement's `vatRate`. */
  taxRate: ticketTaxRate.optional(),
});

const expense = z.strictObject({
  concept: plainText(500).min(1),
  amount: cents('es'),
  kind: z.enum(['internal', 'external']),
  party: z.enum(partyKinds),
});

const bonus = z.strictObject({
  concept: plainText(500).min(1),
  amount: cents('es'),
  minTickets: quantity.nullable(),
});

/** The settlement version an editor read; 0 for one not saved yet (the prefilled draft). */
const settlementVersion = z.coerce.number().int().min(0).max(MAX_INTEGER);

export const settlementKeyInput = z.strictObject({ eventId: id });

const settlementFields = {
  /** A show played, or a cancelled one: its cancellation fee and the costs owed, no tickets. */
  kind: z.enum(settlementKinds).default('show'),
  tickets: z.array(ticketLine).max(MAX_TICKET_LINES),
  /** The ticket tax rate of a line without its own; its default comes from the event's company. */
  vatRate: ticketTaxRate,
  cancellationFee: cents('es').default(0),
  sgaePorciento: porciento('es'),
  expenses: z.array(expense).max(200),
  deal: cacheSchema('es'),
  versus: z.boolean(),
  bonuses: z.array(bonus).max(50),
  /** Null: the rate of the artist's tax situation; otherwise agreed, with `withholdingReason`. */
  withholdingPorciento: porciento('es').nullable(),
  withholdingReason: plainText(2_000).trim().nullable(),
  /** Null: the IVA rate on the fee of the artist's tax situation; otherwise agreed, with `feeVatReason`. */
  feeVatPorciento: porciento('es').nullable(),
  feeVatReason: plainText(2_000).trim().nullable(),
  /**
   * A deal in another currency: euros for one unit of it, as typed, the day it was taken and where
   * from (issue 30). Absent from saves before it: none.
   */
  ...exchangeRateFields,
};

const reasonRequired = 'Diga por qué se cambia el tipo: el motivo queda en la liquidación.';
const reasonWithoutRate = 'Sin un tipo acordado no hay motivo que guardar: deje el motivo vacío.';

/** An agreed rate needs its reason, and a reason its agreed rate, so the sheet never shows one alone. */
const overrides = [
  { rate: 'withholdingPorciento', reason: 'withholdingReason' },
  { rate: 'feeVatPorciento', reason: 'feeVatReason' },
] as const;

export const settlementSaveInput = z
  .strictObject({
    eventId: id,
    version: settlementVersion,
    ...settlementFields,
  })
  .superRefine((input, context) => {
    if (input.versus && isPlus(input.deal))
      context.addIssue({ code: 'custom', path: ['versus'], message: plusVersusMessage('es') });
    for (const { rate, reason } of overrides) {
      const hasReason = (input[reason] ?? '') !== '';
      if (input[rate] !== null && !hasReason)
        context.addIssue({ code: 'custom', path: [reason], message: reasonRequired });
      if (input[rate] === null && hasReason)
        context.addIssue({ code: 'custom', path: [reason], message: reasonWithoutRate });
    }
    checkExchangeRate(input, currencyOf(input.deal), 'El trato', context);
  });
export type SettlementSaveInput = z.infer<typeof settlementSaveInput>;

export const settlementCsvInput = z.strictObject({
  eventId: id,
  version: settlementVersion,
  csv: z.string().max(MAX_CSV_BYTES),
});

export const settlementLockInput = z.strictObject({
  eventId: id,
  version: settlementVersion,
  /** The person confirmed settling a show that is not played yet (or has no date). */
  beforeShowDate: z.boolean().optional(),
});

export const settlementReopenInput = z.strictObject({ eventId: id, reason: plainText(2_000).trim().min(1) });

/** The artist's sheet and the office's (with the internal expenses and the margin). */
export const sheetKinds = ['external', 'internal'] as const;
export type SheetKind = (typeof sheetKinds)[number];

export const settlementPdfInput = z.strictObject({
  eventId: id,
  sheet: z.enum(sheetKinds),
});

const tierFigure = z.object({
  desde: z.number(),
  hasta: z.number().nullable(),
  porciento: z.number(),
  base: z.number(),
  amount: z.number(),
});

export const settlementFiguresOutput = z.object({
  /** A deal in another currency; absent from the snapshots of sheets locked before issue 30. */
  exchange: z
    .object({ currency: z.string(), rate: z.string().nullable(), guarantee: z.number() })
    .nullable()
    .default(null),
  ticketsSold: z.number(),
  gross: z.number(),
  taxName: z.enum([ticketTaxes.peninsula.name, ticketTaxes.canarias.name]),
  ticketTaxes: z.array(z.object({ porciento: ticketTaxRate, base: z.number(), amount: z.number() })),
  vat: z.number(),
  netOfVat: z.number(),
  sgae: z.number(),
  netBoxOffice: z.number(),
  externalExpenses: z.number(),
  internalExpenses: z.number(),
  dealBase: z.number(),
  guarantee: z.number(),
  /** A plus deal's split point; absent from the snapshots of sheets locked before it existed. */
  splitPoint: z.number().nullable().default(null),
  percentage: z.array(tierFigure),
  percentageTotal: z.number(),
  dealFee: z.number(),
  bonuses: z.array(bonus.extend({ reached: z.boolean() })),
  bonusTotal: z.number(),
  fee: z.number(),
  taxSituation: z.enum(taxSituations),
  feeVat: z.object({
    porciento: z.number(),
    reverseCharge: z.boolean(),
    /** A cancellation fee outside IVA; absent from the snapshots of sheets locked before it existed. */
    notSubject: z.boolean().default(false),
    amount: z.number(),
  }),
  withholding: z.object({
    kind: z.enum(['IRPF', 'IRNR']).nullable(),
    porciento: z.number(),
    amount: z.number(),
  }),
  paid: z.number(),
  margin: z.number(),
}) satisfies z.ZodType<SettlementFigures>;

export const settlementOutput = z.object({
  eventId: z.number(),
  version: z.number(),
  ...settlementFields,
  status: z.enum(settlementStatuses),
  lockedAt: z.date().nullable(),
  lockedBy: z.number().nullable(),
  /** The artist's tax profile, from the artist's master; a natural person resident in Spain without one. */
  artist: z.object({
    /** ISO 3166-1 alpha-2. */
    taxResidence: z.string(),
    taxPerson: z.enum(taxPersons),
    /** The artist declared the reduced IRPF rate. */
    reducedIrpf: z.boolean(),
  }) satisfies z.ZodType<ArtistTaxProfile>,
  figures: settlementFiguresOutput.extend({
    /**
     * The deal's parts changed from the artist's hiring conditions (as they are now; as they were
     * at the lock for a locked one; none in the snapshots of sheets locked before it existed).
     * With the figures, which a save never sends back, so a read answer stays a save's input.
     */
    dealChanges: z.array(z.enum(dealFields)).default([]),
  }),
});
export type SettlementOutput = z.infer<typeof settlementOutput>;

/** What a settlement answer holds beside what a save takes back. */
type SettlementAnswer = Record<
  'eventId' | 'version' | 'status' | 'lockedAt' | 'lockedBy' | 'artist' | 'figures',
  unknown
>;

/**
 * The part of a settlement (`settlements.get`, or its REST answer) that a save sends back: all
 * but where it stands (its event, version and lock) and what the server works out (the artist's
 * tax profile, the figures).
 */
export function savedFieldsOf<T extends SettlementAnswer>({
  eventId: _event,
  version: _version,
  status: _status,
  lockedAt: _lockedAt,
  lockedBy: _lockedBy,
  artist: _artist,
  figures: _figures,
  ...fields
}: T) {
  return fields;
}
