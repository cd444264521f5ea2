/**
 * When an artist's invoice counts for the withholding forms (issue 30): in the quarter it is paid,
 * part by part. Pure, so the rule is tested apart from the report's queries.
 */

/** What an invoice declares: the income (its base) and the tax withheld from it, in minor units. */
export interface Income {
  base: number;
  withholding: number;
}

/** A payment to the artist, measured in the same currency as the invoice's total. */
export interface ArtistPayment {
  paidOn: string;
  amount: number;
}

export type PaidIncome = Income & { paidOn: string };

/** `value × part / whole`, rounded to the minor unit half away from zero, in BigInt: the product passes 2^53. */
function shareOf(value: number, part: number, whole: number): number {
  const numerator = BigInt(value) * BigInt(part);
  const denominator = BigInt(whole);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return Number(numerator < 0n ? -rounded : rounded);
}

/**
 * The invoice's income split by the payments that paid it, oldest first: a payment's part is the
 * income × its amount / the invoice's total (what the artist is paid: base + IVA − withholding);
 * the payment that completes the total takes what the parts before it left, so the parts add up
 * to the income exactly, and anything paid past the total counts nothing. `unpaid` is the income
 * no payment has reached yet. An invoice with nothing to pay is paid whole by its first payment.
 */
export function incomeByPayment(
  income: Income,
  total: number,
  payments: readonly ArtistPayment[],
): { parts: PaidIncome[]; unpaid: Income } {
  const parts: PaidIncome[] = [];
  let unpaid = { ...income };
  let paid = 0;
  for (const payment of payments) {
    const counted = Math.min(payment.amount, total - paid);
    paid += counted;
    const completes = paid >= total;
    const part = completes
      ? unpaid
      : {
          base: shareOf(income.base, counted, total),
          withholding: shareOf(income.withholding, counted, total),
        };
    parts.push({ paidOn: payment.paidOn, ...part });
    unpaid = { base: unpaid.base - part.base, withholding: unpaid.withholding - part.withholding };
    if (completes) break;
  }
  return { parts, unpaid };
}

/** Whether some of the income is still to be paid. */
export const isUnpaid = (income: Income): boolean => income.base !== 0 || income.withholding !== 0;
