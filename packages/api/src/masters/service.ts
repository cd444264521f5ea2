import type { Db } from '@bolo/db';
import { and, asc, count, desc, eq, getTableColumns, like, ne, type SQL, sql, type Table } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ZodRealError } from 'zod';
import { cachedCount } from '../shared/count-cache';
import { AppError, type ErrorCode, type Locale } from '../shared/errors';
import { masterUpdated } from '../shared/master-updates';
import { perDatabase } from '../shared/per-database';
import { ruleMessages } from '../shared/rule-messages';
import { searchKey } from '../shared/search-key';
import { containsPattern, FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../shared/sql';

/** The columns the factory relies on; every table of `schema/masters.ts` has them. */
export type MasterTable = PgTable & {
  id: PgColumn;
  name: PgColumn;
  nameKey: PgColumn;
  searchText: PgColumn;
  version: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
};

export const masterSortFields = ['name', 'createdAt', 'updatedAt'] as const;

export interface MasterListInput {
  page: number;
  size: number;
  sort: (typeof masterSortFields)[number];
  order: 'asc' | 'desc';
  q?: string;
}

/** Columns the api writes and never answers: the search keys, and a calendar's feed secret. */
const innerColumns = ['nameKey', 'searchText', 'icalToken'] as const;
export type InnerColumn = (typeof innerColumns)[number];
export const isInnerColumn = (name: string) => (innerColumns as readonly string[]).includes(name);

/** The table's columns less the inner ones: what a select the procedures answer reads. */
export function answeredColumns<T extends Table>(table: T) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([name]) => !isInnerColumn(name)),
  ) as Omit<T['_']['columns'], InnerColumn>;
}

/** A row as the procedures answer it: the inner columns stay inside. */
export type MasterRow = { id: number; name: string; version: number } & Record<string, unknown>;
type Row = MasterRow;
/** Input the master's zod schema has already checked. */
type Fields = Record<string, unknown>;

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface MasterErrors {
  /** The catalogue code for a taken name; without one, `validation_error` on the `name` field. */
  nameInUse?: ErrorCode;
  notFound: ErrorCode;
}

/** Rows of another table that point at a master row, and what to call them in the `in_use` text. */
export interface MasterUsage {
  column: PgColumn;
  uses: Record<Locale, string>;
}

export interface MasterServiceOptions {
  key: string;
  table: MasterTable;
  /** What refuses a delete while it points at the row (events, a company's signatory …). */
  usedBy?: readonly MasterUsage[];
  /** The fields (strings) whose search keys make up `searchText`. */
  searchFields: readonly string[];
  errors: MasterErrors;
  /** Columns the list may be narrowed to one value of, by name (a template's type and sub-type). */
  filters?: Record<string, PgColumn>;
  /** A rule the fields written must keep on create and update (the row as stored, absent on create), refusing with an AppError. */
  checkRow?: (db: Db, row: Record<string, unknown>, current?: MasterRow) => Promise<void>;
}

export const NAME_TAKEN_MESSAGE = ruleMessages['masters.rule.nameTaken'].es;

function nameTaken(errors: MasterErrors, name: string): AppError {
  if (errors.nameInUse) return new AppError(errors.nameInUse);
  return new AppError('validation_error', {
    cause: new ZodRealError([{ code: 'custom', path: ['name'], message: NAME_TAKEN_MESSAGE, input: name }]),
  });
}

/** The words a row is found by, in search-key form, joined by spaces. */
export function searchTextOf(row: Record<string, unknown>, fields: readonly string[]): string {
  const words: string[] = [];
  for (const field of fields) {
    const value = row[field];
    if (typeof value === 'string') words.push(value);
    if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === 'string') words.push(item);
        else if (
          typeof item === 'object' &&
          item !== null &&
          'name' in item &&
          typeof item.name === 'string'
        ) {
          words.push(item.name);
        }
      }
    }
  }
  return searchKey(words.filter(Boolean).join(' '));
}

/** The plain rules of one master: plain async functions over its table. */
export function masterService({
  key,
  table,
  searchFields,
  errors,
  usedBy = [],
  filters = {},
  checkRow,
}: MasterServiceOptions) {
  const outputColumns = answeredColumns(table);
  const orderColumn = { name: table.nameKey, createdAt: table.createdAt, updatedAt: table.updatedAt };
  /** Bumped on every write, so the cached totals of the lists are not reused after one. */
  let generation = 0;

  /** The search, and each of `narrowed` equal to its placeholder of the same name. */
  const filter = (searching: boolean, narrowed: readonly string[]) =>
    and(
      searching ? like(table.searchText, sql.placeholder('pattern')) : undefined,
      ...narrowed.flatMap((name) => {
        const column = filters[name];
        return column ? [eq(column, sql.placeholder(name))] : [];
      }),
    );

  const pageQueriesOf = perDatabase((db: Db) => {
    const prepared = new Map<string, { execute(params: Record<string, unknown>): Promise<unknown[]> }>();
    return (input: MasterListInput, searching: boolean, narrowed: readonly string[]) => {
      const name = [key, 'page', input.sort, input.order, searching ? 'q' : 'all', ...narrowed].join('_');
      let query = prepared.get(name);
      if (!query) {
        const direction = input.order === 'asc' ? asc : desc;
        query = db
          .select(outputColumns)
          .from(table)
          .where(filter(searching, narrowed))
          .orderBy(direction(orderColumn[input.sort]), direction(table.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name);
        prepared.set(name, query);
      }
      return query;
    };
  });

  /** A page of rows found by `input.q` and, of the `filters` columns, equal to the values `where` gives. */
  async function list(db: Db, input: MasterListInput, where: Record<string, string | undefined> = {}) {
    const q = searchKey(input.q ?? '');
    const searching = q !== '';
    const pattern = containsPattern(q);
    const values = Object.fromEntries(
      Object.entries(where).filter(([name, value]) => value !== undefined && name in filters),
    );
    const narrowed = Object.keys(values).sort();
    const countKey = [key, generation, q, ...narrowed.map((name) => `${name}=${values[name]}`)].join(':');
    const [items, total] = await Promise.all([
      pageQueriesOf(db)(input, searching, narrowed).execute({
        ...values,
        pattern,
        limit: input.size,
        offset: (input.page - 1) * input.size,
      }),
      cachedCount(db, countKey, async () => {
        const [row] = await db
          .select({ n: count() })
          .from(table)
          .where(filter(searching, narrowed))
          .execute({ ...values, pattern });
        return row?.n ?? 0;
      }),
    ]);
    return { items: items as Row[], total, page: input.page, size: input.size };
  }

  async function find(db: Db, id: number): Promise<Row> {
    const [row] = await db.select(outputColumns).from(table).where(eq(table.id, id));
    if (!row) throw new AppError(errors.notFound);
    return row as Row;
  }

  async function latest(db: Db, limit = 10): Promise<Row[]> {
    const rows = await db
      .select(outputColumns)
      .from(table)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit);
    return rows as Row[];
  }

  /** The legacy "by name" lookup: names containing `name` (any case or accents), at most 50. */
  async function byName(db: Db, name: string): Promise<Row[]> {
    const rows = await db
      .select(outputColumns)
      .from(table)
      .where(like(table.nameKey, containsPattern(searchKey(name))))
      .orderBy(asc(table.nameKey), asc(table.id))
      .limit(50);
    return rows as Row[];
  }

  async function isNameFree(db: Db, name: string, excludeId?: number): Promise<boolean> {
    const conditions: SQL[] = [eq(table.nameKey, searchKey(name))];
    if (excludeId !== undefined) conditions.push(ne(table.id, excludeId));
    const [taken] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(...conditions))
      .limit(1);
    return !taken;
  }

  /**
   * Maps a lost race on the unique name index to the master's own error, and a reference to a row
   * that does not exist (a company's `firmanteId`) to `validation_error`.
   */
  async function nameUnique<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const state = sqlState(error);
      if (state === UNIQUE_VIOLATION) throw nameTaken(errors, name);
      if (state === FOREIGN_KEY_VIOLATION) {
        throw new AppError('validation_error', { cause: error });
      }
      throw error;
    }
  }

  /** `actorId` null: written by the install (the starter set), not by a person. */
  async function create(db: Db, input: Fields, actorId: number | null): Promise<Row> {
    const name = stringOf(input.name);
    await checkRow?.(db, input);
    if (!(await isNameFree(db, name))) throw nameTaken(errors, name);
    const values = {
      ...input,
      nameKey: searchKey(name),
      searchText: searchTextOf(input, searchFields),
      createdBy: actorId,
      updatedBy: actorId,
    };
    const [created] = await nameUnique(name, () =>
      db
        .insert(table)
        .values(values as MasterTable['$inferInsert'])
        .returning(outputColumns),
    );
    if (!created) throw new Error('insert returned no row');
    generation++;
    return created as Row;
  }

  /** Saves the fields given, if the row is still at `version`; a stale version changes nothing. */
  async function update(db: Db, { id, version, ...fields }: Fields, actorId: number): Promise<Row> {
    const current = await find(db, Number(id));
    if (current.version !== version) throw new AppError('version_conflict');
    const merged = { ...current, ...fields };
    await checkRow?.(db, fields, current);
    const name = stringOf(merged.name);
    if (fields.name !== undefined && !(await isNameFree(db, name, current.id))) throw nameTaken(errors, name);
    const changes = {
      ...fields,
      nameKey: searchKey(name),
      searchText: searchTextOf(merged, searchFields),
      version: sql`${table.version} + 1`,
      updatedAt: new Date(),
      updatedBy: actorId,
    };
    const [updated] = await nameUnique(name, () =>
      db
        .update(table)
        .set(changes as Partial<MasterTable['$inferInsert']>)
        .where(and(eq(table.id, current.id), eq(table.version, current.version)))
        .returning(outputColumns),
    );
    if (!updated) throw new AppError('version_conflict');
    generation++;
    await masterUpdated(db, key, current.id);
    return updated as Row;
  }

  /** Refuses with `in_use`, naming how many rows point at `id`, when any do. */
  async function refuseWhileUsed(db: Db, id: number): Promise<void> {
    for (const usage of usedBy) {
      const [row] = await db.select({ n: count() }).from(usage.column.table).where(eq(usage.column, id));
      const n = row?.n ?? 0;
      if (n > 0) throw new AppError('in_use', { params: { count: n, uses: usage.uses } });
    }
  }

  /** Deletes row `id` and answers it as it was, for what must go with it (a company's files). */
  async function remove(db: Db, id: number): Promise<Row> {
    await refuseWhileUsed(db, id);
    let deleted: Row | undefined;
    try {
      [deleted] = (await db.delete(table).where(eq(table.id, id)).returning(outputColumns)) as Row[];
    } catch (error) {
      // A row that started to use this one after the count: the database refused, count again.
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) await refuseWhileUsed(db, id);
      throw error;
    }
    if (!deleted) throw new AppError(errors.notFound);
    generation++;
    return deleted;
  }

  return { list, find, latest, byName, isNameFree, create, update, remove };
}

export type MasterService = ReturnType<typeof masterService>;
