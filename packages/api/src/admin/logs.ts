import { type Db, schema } from '@bolo/db';
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import { cachedCount } from '../shared/count-cache';
import type { LogListInput } from './schemas';

const { loginLogs } = schema;

const filterOf = (input: LogListInput) =>
  and(
    input.userId === undefined ? undefined : eq(loginLogs.userId, input.userId),
    input.label === undefined ? undefined : eq(loginLogs.label, input.label),
    input.code === undefined ? undefined : eq(loginLogs.code, input.code),
    input.from === undefined ? undefined : gte(loginLogs.createdAt, input.from),
    input.to === undefined ? undefined : lte(loginLogs.createdAt, input.to),
  );

/** The sign-in log, newest first. The total of a filter is reused for 5 s: the log only grows. */
export async function listLoginLogs(db: Db, input: LogListInput) {
  const where = filterOf(input);
  const key = JSON.stringify([input.userId, input.label, input.code, input.from, input.to]);
  const [items, total] = await Promise.all([
    db
      .select({
        id: loginLogs.id,
        userId: loginLogs.userId,
        email: loginLogs.email,
        label: loginLogs.label,
        code: loginLogs.code,
        ipAddress: loginLogs.ipAddress,
        userAgent: loginLogs.userAgent,
        createdAt: loginLogs.createdAt,
      })
      .from(loginLogs)
      .where(where)
      .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    cachedCount(db, `admin.logs:${key}`, async () => {
      const [row] = await db.select({ n: count() }).from(loginLogs).where(where);
      return row?.n ?? 0;
    }),
  ]);
  return { items, total, page: input.page, size: input.size };
}
