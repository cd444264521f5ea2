import type { Db } from '@bolo/db';
import { ZodError, z } from 'zod';
import { AppError, type ErrorCode, errorText, type Locale, statusOf } from '../shared/errors';
import { masterTransferLimits } from './schemas';
import type { MasterService } from './service';

/** The rows of a CSV file, as objects of the master's fields: each is checked on its own. */
export const importInput = z.strictObject({
  rows: z.array(z.unknown()).min(1).max(masterTransferLimits.importRows),
});

const importProblem = z.object({
  /** The field refused (`emailConfirmacion.2`), or empty for the row as a whole. */
  path: z.string(),
  message: z.string(),
});
type ImportProblem = z.infer<typeof importProblem>;

/** Per row, in the order sent: the id it was created with, or why it was refused. */
export const importOutput = z.array(
  z.object({ row: z.number().int(), id: z.number().int().nullable(), problems: z.array(importProblem) }),
);

const issuesOf = (error: ZodError): ImportProblem[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

/** Why a row was refused: the schema's issues, a taken name, or the error's text in `locale`. */
function problemsOf(error: AppError, locale: Locale, nameInUse: ErrorCode | undefined): ImportProblem[] {
  if (error.cause instanceof ZodError) return issuesOf(error.cause);
  const path = error.appCode === nameInUse ? 'name' : '';
  return [{ path, message: errorText(error.appCode, locale, error.params) }];
}

/** A refusal the person can act on; anything else (the database is down …) fails the whole call. */
const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && statusOf(error.appCode) !== 500;

export interface ImportTarget {
  schema: z.ZodType<Record<string, unknown>>;
  service: MasterService;
  nameInUse?: ErrorCode;
}

/**
 * Creates the rows that pass the master's schema and name check, one by one, and answers for
 * every row: a bad row never stops the good ones.
 */
export async function importRows(
  { db, actorId, locale }: { db: Db; actorId: number; locale: Locale },
  rows: readonly unknown[],
  { schema, service, nameInUse }: ImportTarget,
): Promise<z.infer<typeof importOutput>> {
  const results: z.infer<typeof importOutput> = [];
  for (const [row, raw] of rows.entries()) {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      results.push({ row, id: null, problems: issuesOf(parsed.error) });
      continue;
    }
    try {
      const created = await service.create(db, parsed.data, actorId);
      results.push({ row, id: created.id, problems: [] });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      results.push({ row, id: null, problems: problemsOf(error, locale, nameInUse) });
    }
  }
  return results;
}
