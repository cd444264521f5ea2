import type { Db } from '@bolo/db';
import type { TRPCRouterRecord } from '@trpc/server';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import type { Services } from '../context';
import {
  bodyWithPathId,
  fromBody,
  fromParams,
  fromQuery,
  genericRest,
  noInput,
  type RestRoute,
} from '../rest';
import { formInput } from '../shared/form-input';
import { pageFields, pageOf } from '../shared/page';
import { id, version } from '../shared/row-id';
import { byNameInput, checkNameInput, checkNameOutput, idInput, okOutput } from '../shared/schemas';
import { plainText } from '../shared/text';
import { accessProcedure } from '../trpc';
import { masterTransferLimits } from './schemas';
import {
  type InnerColumn,
  isInnerColumn,
  type MasterErrors,
  type MasterServiceOptions,
  type MasterTable,
  type MasterUsage,
  masterService,
  masterSortFields,
} from './service';
import { importInput, importOutput, importRows } from './transfer';

const masterProcedure = accessProcedure('MasterData');

export const masterListInput = z.object({
  ...pageFields,
  sort: z.enum(masterSortFields).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: plainText(100).optional(),
});

/** A master's create schema: a strict object with at least a name. */
type CreateSchema = z.ZodObject<{ name: z.ZodType<string, string> } & z.ZodRawShape, z.core.$strict>;

export interface MasterDefinition<K extends string, T extends MasterTable, S extends CreateSchema> {
  /** Procedure namespace under `masters.` (e.g. `artist`). */
  key: K;
  table: T;
  /** The legacy REST path of the generic verbs (spec §7). */
  legacyPath: string;
  schema: S;
  /** Fields the list search finds a row by (strings or lists of strings / named members). */
  searchFields: readonly (keyof z.output<S> & string)[];
  errors: MasterErrors;
  /** What refuses a delete while it points at a row (spec: a master that events use). */
  usedBy?: readonly MasterUsage[];
  /** A rule a row must keep on create and update (a signatory's `firma` is the one uploaded for it). */
  checkRow?: MasterServiceOptions['checkRow'];
  /** What goes with a deleted row outside the database (a company's image files). */
  afterDelete?: (services: Services, db: Db, deleted: T['$inferSelect']) => Promise<void>;
}

/**
 * The generic resource verbs of spec §7 on `path`, served by the procedures under `namespace`;
 * the create also takes the fields of `schema` as a multipart form ("create multipart").
 */
export function masterRest(path: string, namespace: string, schema: z.ZodObject): RestRoute[] {
  const p = (name: string) => `${namespace}.${name}`;
  return genericRest(path, {
    list: { procedure: p('list'), input: fromQuery },
    latest: { procedure: p('latest'), input: noInput },
    byName: { procedure: p('byName'), input: fromParams },
    search: { procedure: p('search'), input: fromBody },
    find: { procedure: p('find'), input: fromParams },
    create: {
      procedure: p('create'),
      status: 201,
      input: fromBody,
      multipart: { input: (form) => formInput(schema, form) },
    },
    updateById: { procedure: p('update'), input: bodyWithPathId },
    update: { procedure: p('update'), input: fromBody },
    delete: { procedure: p('delete'), input: fromParams },
  });
}

/**
 * One master: its procedures (list, search, find, latest, byName, create, update, delete,
 * checkName), all behind the `MasterData` access name, and its legacy REST verbs.
 */
export function defineMaster<K extends string, T extends MasterTable, S extends CreateSchema>(
  definition: MasterDefinition<K, T, S>,
) {
  const { key, table, legacyPath, schema, searchFields, errors, usedBy, afterDelete, checkRow } = definition;
  const service = masterService({ key, table, searchFields, errors, usedBy, checkRow });
  type Row = Omit<T['$inferSelect'], InnerColumn>;
  // The select schema of the table without its inner columns, typed from the table itself.
  const selected: z.ZodObject = createSelectSchema(table);
  const shown = Object.entries(selected.shape).filter(([name]) => !isInnerColumn(name));
  const row = z.object(Object.fromEntries(shown)) as unknown as z.ZodType<Row, Row>;
  const page = pageOf(row);
  const updateInput = schema.partial().extend({ id, version });
  // Rows leave through the `row` output schema, which checks them at run time and gives the
  // procedures their types; inside this generic function TypeScript cannot resolve them.
  const rows = (items: unknown) => items as never;
  const one = (item: unknown) => item as never;

  const list = masterProcedure
    .input(masterListInput)
    .output(page)
    .query(async ({ ctx, input }) => {
      const result = await service.list(ctx.db, input);
      return { ...result, items: rows(result.items) };
    });

  const router = {
    list,
    /** The legacy POST search: the list's filter from a body. */
    search: list,
    find: masterProcedure
      .input(idInput)
      .output(row)
      .query(async ({ ctx, input }) => one(await service.find(ctx.db, input.id))),
    latest: masterProcedure.output(z.array(row)).query(async ({ ctx }) => rows(await service.latest(ctx.db))),
    byName: masterProcedure
      .input(byNameInput)
      .output(z.array(row))
      .query(async ({ ctx, input }) => rows(await service.byName(ctx.db, input.name))),
    create: masterProcedure
      .input(schema)
      .output(row)
      .mutation(async ({ ctx, input }) => one(await service.create(ctx.db, input, ctx.auth.user.id))),
    update: masterProcedure
      .input(updateInput)
      .output(row)
      .mutation(async ({ ctx, input }) => one(await service.update(ctx.db, input, ctx.auth.user.id))),
    delete: masterProcedure
      .input(idInput)
      .output(okOutput)
      .mutation(async ({ ctx, input }) => {
        const deleted = await service.remove(ctx.db, input.id);
        await afterDelete?.(ctx.services, ctx.db, deleted as T['$inferSelect']);
        return { ok: true as const };
      }),
    checkName: masterProcedure
      .input(checkNameInput)
      .output(checkNameOutput)
      .query(async ({ ctx, input }) => ({
        available: await service.isNameFree(ctx.db, input.value, input.excludeId),
      })),
    /** Every row of the list's filter and order (the CSV export), up to the export limit. */
    exportRows: masterProcedure
      .input(masterListInput.omit({ page: true, size: true }))
      .output(z.object({ items: z.array(row), total: z.number().int() }))
      .query(async ({ ctx, input }) => {
        const result = await service.list(ctx.db, {
          ...input,
          page: 1,
          size: masterTransferLimits.exportRows,
        });
        return { items: rows(result.items), total: result.total };
      }),
    /** The CSV import: creates the rows that pass, and says for each row why not when it does not. */
    importRows: masterProcedure
      .input(importInput)
      .output(importOutput)
      .mutation(({ ctx, input }) =>
        importRows({ db: ctx.db, actorId: ctx.auth.user.id, locale: ctx.locale }, input.rows, {
          schema,
          service,
          nameInUse: errors.nameInUse,
        }),
      ),
  } satisfies TRPCRouterRecord;

  return {
    key,
    table,
    legacyPath,
    schema,
    service,
    row,
    router,
    rest: masterRest(legacyPath, `masters.${key}`, schema),
  };
}
