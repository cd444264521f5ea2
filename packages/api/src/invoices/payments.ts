import { type Db, schema } from '@bolo/db';
import { asc, eq } from 'drizzle-orm';
import { paidByInvoice, recordPayment } from '../payments';
import { AppError } from '../shared/errors';
import { moneyParam } from '../shared/money';
import { firstRow } from '../shared/sql';
import type { InvoicePaymentInput } from './schemas';

const { invoices, payments } = schema;

/** What has been paid of each invoice, and its payments, for the invoice page. */
export async function invoicePayments(db: Db, invoiceId: number) {
  const [paid, rows] = await Promise.all([
    paidByInvoice(db, [invoiceId]),
    db
      .select({
        id: payments.id,
        paidOn: payments.paidOn,
        amount: payments.amount,
        method: payments.method,
        reference: payments.reference,
      })
      .from(payments)
      .where(eq(payments.invoiceId, invoiceId))
      .orderBy(asc(payments.paidOn), asc(payments.id)),
  ]);
  return { paid: paid.get(invoiceId) ?? 0, payments: rows };
}

/**
 * A payment of an issued invoice, recorded through the payments domain and named by the invoice: on
 * its event and party when it has one, so the event's balances and the receivables see it. The invoice's
 * row is locked while what is due is read: two payments at once cannot pay it twice.
 */
export async function payInvoice(db: Db, input: InvoicePaymentInput, actorId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await firstRow(tx.select().from(invoices).where(eq(invoices.id, input.id)).for('update'));
    if (!row) throw new AppError('invoice_not_found');
    if (row.status !== 'issued') throw new AppError('invoice_not_issued');
    const balance = row.payable - ((await paidByInvoice(tx, [row.id])).get(row.id) ?? 0);
    if (input.amount > balance) {
      throw new AppError('invoice_payment_exceeds', {
        params: {
          amount: moneyParam(input.amount, row.currency),
          balance: moneyParam(balance, row.currency),
        },
      });
    }
    await recordPayment(
      tx,
      {
        eventId: row.eventId ?? undefined,
        party: row.party === 'artista' ? 'artista' : 'promotor',
        paidOn: input.paidOn,
        amount: input.amount,
        currency: row.currency,
        method: input.method,
        reference: input.reference,
        invoiceId: row.id,
      },
      { id: actorId },
    );
  });
}
