import { eventTypes, holdStatuses, schema } from '@bolo/db';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { id, version } from '../shared/row-id';
import { plainText } from '../shared/text';
import { conflictKinds } from './levels';
import { DEFAULT_CHALLENGE_HOURS, MAX_CHALLENGE_HOURS } from './public';

/** A day the calendar can show: PostgreSQL refuses a year 0, and nobody holds a hall for 3000. */
const day = z.iso.date().refine((value) => value >= '1900-01-01' && value <= '2999-12-31', {
  error: 'Fecha fuera de rango',
});
/** A day a hold may take: none past 2100 (days before today are refused by the service, issue 27). */
const holdDay = day.refine((value) => value <= '2100-12-31', { error: 'Fecha fuera de rango' });
/** The longest range one hold or one query spans. */
const MAX_RANGE_DAYS = 366;
const spanDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const inOrder = (range: { dateFrom: string; dateTo?: string }) =>
  range.dateTo === undefined ||
  (range.dateTo >= range.dateFrom && spanDays(range.dateFrom, range.dateTo) <= MAX_RANGE_DAYS);
const rangeRule = {
  error: `Las fechas deben ir en orden y abarcar como mucho ${MAX_RANGE_DAYS} días`,
  path: ['dateTo'],
};

/** An instant a body sends as ISO text (REST) or a Date (tRPC). */
const instant = z.coerce.date().meta({ type: 'string', format: 'date-time' });
const notes = plainText(5_000);

/** How long an unanswered hold lasts when its expiry is not given. */
export const DEFAULT_HOLD_DAYS = 7;

export const holdCreateInput = z
  .strictObject({
    artistId: id,
    hallId: id,
    dateFrom: holdDay,
    /** The last day held; the first when absent (one day). */
    dateTo: holdDay.optional(),
    /** The company it is for; absent, the office's one company when it has only one. */
    empresaId: id.nullable().optional(),
    /** When it releases itself: `DEFAULT_HOLD_DAYS` from now when absent, at most `HOLDS_MAX_DAYS`. */
    expiresAt: instant.optional(),
    notes: notes.default(''),
  })
  .refine(inOrder, rangeRule);
export type HoldCreateInput = z.infer<typeof holdCreateInput>;

/** A hold of a draft event's hall and date for its artist and company, linked to it. */
export const holdFromEventInput = z.strictObject({
  eventId: id,
  expiresAt: instant.optional(),
  notes: notes.default(''),
});
export type HoldFromEventInput = z.infer<typeof holdFromEventInput>;

export const holdUpdateInput = z.strictObject({
  id,
  version,
  notes: notes.optional(),
  expiresAt: instant.optional(),
});
export type HoldUpdateInput = z.infer<typeof holdUpdateInput>;

export const holdListInput = z
  .strictObject({
    /** Holds with a day on or after it. */
    dateFrom: day.optional(),
    /** Holds with a day on or before it. */
    dateTo: day.optional(),
    hallId: id.optional(),
    artistId: id.optional(),
    status: z.enum(holdStatuses).default('active'),
  })
  .refine((range) => !range.dateFrom || !range.dateTo || range.dateTo >= range.dateFrom, rangeRule);
export type HoldListInput = z.infer<typeof holdListInput>;

/**
 * The days of a hold one call releases, confirms or challenges for (issue 27): each its own level
 * and, confirmed, its own event; absent, every day of the hold.
 */
const holdDays = z
  .array(day)
  .min(1)
  .max(MAX_RANGE_DAYS + 1)
  .optional();

export const holdReleaseInput = z.strictObject({ id, days: holdDays });
export type HoldReleaseInput = z.infer<typeof holdReleaseInput>;

export const holdConfirmInput = z.strictObject({
  id,
  /** The days that become events, one each; the others stay held. A draft's hold books the draft's day. */
  days: holdDays,
  /** The kind of the event the hold becomes. */
  eventType: z.enum(eventTypes).default('Promotores'),
  /** An administrator confirms over a day an event holds already, saying why (kept in the event's history). */
  override: z.strictObject({ reason: plainText(500).min(1) }).optional(),
});
export type HoldConfirmInput = z.infer<typeof holdConfirmInput>;

export const holdChallengeInput = z.strictObject({
  /** The challenger: the hold right below the 1st. */
  id,
  /** The challenger's days the 1st must confirm; the 1st's other days are not challenged. */
  days: holdDays,
  /** How long the 1st's holder has to confirm (1 hour to 14 days). */
  hours: z.coerce.number().int().min(1).max(MAX_CHALLENGE_HOURS).default(DEFAULT_CHALLENGE_HOURS),
});
export type HoldChallengeInput = z.infer<typeof holdChallengeInput>;

export const conflictsInput = z.strictObject({ dateFrom: day, dateTo: day }).refine(inOrder, rangeRule);
export type ConflictsInput = z.infer<typeof conflictsInput>;

export const holdOutput = createSelectSchema(schema.holds, { status: z.enum(holdStatuses) }).extend({
  artistName: z.string(),
  hallName: z.string(),
  ownerName: z.string().nullable(),
});
export type HoldOutput = z.infer<typeof holdOutput>;

/** The most holds one list answers: a calendar's months of one office. */
export const HOLD_LIST_LIMIT = 1_000;
export const holdListOutput = z.array(holdOutput);

export const conflictOutput = z.object({
  hallId: z.number().int(),
  date: z.string(),
  kind: z.enum(conflictKinds),
  eventIds: z.array(z.number().int()),
  holdIds: z.array(z.number().int()),
});
export const conflictsOutput = z.array(conflictOutput);
