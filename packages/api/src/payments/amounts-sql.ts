import { schema } from '@bolo/db';
import { sql } from 'drizzle-orm';

const { paymentLines, payments } = schema;

/** What is paid against a line, in its currency, in SQL (the view, the notices). */
export const paidSql = sql<number>`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.lineId} = ${paymentLines.id} and ${payments.currency} = ${paymentLines.currency}), 0)::int`;

/** What is left to pay on a line, never below zero. */
export const balanceSql = sql<number>`greatest(${paymentLines.amountDue} - ${paidSql}, 0)`;
