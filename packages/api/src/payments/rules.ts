/**
 * The arithmetic of a payment schedule (issue 30), pure so the browser shows what the server
 * stores: a fee split by a template's lines, each line's IVA and due date.
 */
import { paymentDirections } from '@bolo/db/payment-kinds';
import type { PaymentDirection, PaymentDueRule, PaymentTemplateLine } from '@bolo/db/schema';

/** How far from the show a template's line may fall due, in days before (negative) or after. */
export const MAX_DAYS_FROM_SHOW = 3_650;

/** `numerator / denominator` for integers, rounded half away from zero (a schedule line's rule). */
export function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor((Math.abs(numerator) + denominator / 2) / denominator);
  return numerator < 0 ? -quotient : quotient;
}

/** The IVA of `base` cents at `vatPercent`, rounded half away from zero to the cent. */
export const vatOf = (base: number, vatPercent: number): number => divideRounded(base * vatPercent, 100);

/** What a line asks for: its base and its IVA. */
export const amountDueOf = (base: number, vatPercent: number): number => base + vatOf(base, vatPercent);

/** A percentage typed with up to two decimals, in hundredths of a percent. */
const hundredths = (percent: number) => Math.round(percent * 100);

/** The sum of a template's percentages, in percent (two decimals). */
export const percentTotalOf = (lines: readonly Pick<PaymentTemplateLine, 'percent'>[]): number =>
  lines.reduce((total, line) => total + hundredths(line.percent ?? 0), 0) / 100;

type ShareLine = Pick<PaymentTemplateLine, 'percent' | 'amount' | 'direction'>;

/**
 * The directions whose shares add up to more than the whole fee. Each direction is a schedule of
 * its own (a promoter's 100 % with a deposit returned to it), so each may take up to 100 %.
 */
export const directionsOverHundred = (
  lines: readonly Pick<PaymentTemplateLine, 'percent' | 'direction'>[],
): PaymentDirection[] =>
  paymentDirections.filter(
    (direction) => percentTotalOf(lines.filter((line) => line.direction === direction)) > 100,
  );

/**
 * The base of each line of a template on a fee of `fee` cents: a fixed amount as it is, a share
 * rounded half away from zero; when the shares of one direction add up to 100 %, its last share
 * takes what the rounding left, so that direction's shares add up to the fee exactly.
 */
export function splitFee(fee: number, lines: readonly ShareLine[]): number[] {
  const bases = lines.map((line) =>
    line.percent === null ? (line.amount ?? 0) : divideRounded(fee * hundredths(line.percent), 10_000),
  );
  for (const direction of paymentDirections) {
    const shares = lines.flatMap((line, index) =>
      line.percent !== null && line.direction === direction ? [{ line, index }] : [],
    );
    const last = shares.at(-1);
    if (!last || percentTotalOf(shares.map((share) => share.line)) !== 100) continue;
    const others = shares.slice(0, -1).reduce((sum, share) => sum + (bases[share.index] ?? 0), 0);
    bases[last.index] = fee - others;
  }
  return bases;
}

/** `day` (YYYY-MM-DD) moved by `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day a template's line falls due; null when it counts from a show without a date. */
export function dueDateOf(
  line: { due: PaymentDueRule; days: number },
  days: { signing: string; show: string | null },
): string | null {
  if (line.due === 'signing') return days.signing;
  if (days.show === null) return null;
  return line.due === 'show' ? days.show : addDays(days.show, line.days);
}

/** Where a line stands: what is left to pay (never below zero) and whether it is past due unpaid. */
export function lineStateOf(line: { amountDue: number; dueDate: string }, paid: number, today: string) {
  const balance = Math.max(line.amountDue - paid, 0);
  return { paid, balance, overdue: balance > 0 && line.dueDate < today };
}

/** The default schedule when no template is picked: half at signing, half on the show's day. */
export const defaultTemplateLines = (
  direction: PaymentDirection,
  labels: { deposit: string; balance: string },
): PaymentTemplateLine[] => [
  { label: labels.deposit, percent: 50, amount: null, due: 'signing', days: 0, direction },
  { label: labels.balance, percent: 50, amount: null, due: 'show', days: 0, direction },
];
