import { schema } from '@bolo/db';
import { sql } from 'drizzle-orm';

const { paymentLines, payments } = schema;

// Nested in the `sql` below on purpose: a select from one table writes the columns at the top of
// its fields without their table's name, which would make `"line_id" = "id"` compare the payment
// with itself; drizzle leaves nested pieces as they are.
const paidSubquery = sql`(select sum(${payments.amount}) from ${payments} where ${payments.lineId} = ${paymentLines.id} and ${payments.currency} = ${paymentLines.currency})`;

/** What is paid against a line, in its currency, in SQL (the view, the notices, a line's change). */
export const paidSql = sql<number>`coalesce(${paidSubquery}, 0)::int`;

/** What is left to pay on a line, never below zero. */
export const balanceSql = sql<number>`greatest(${paymentLines.amountDue} - ${paidSql}, 0)`;
