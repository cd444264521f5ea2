import type { AppRouter } from '@bolo/api';
import type { MasterKey } from '@bolo/api/masters/public';
import { queryOptions } from '@tanstack/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { queryClient, trpc, trpcClient } from '../../trpc';

/**
 * Every master has the same procedures and differs only in its row's fields, so the screens that
 * serve any master see a row as the columns all of them have plus its fields by name.
 */
export interface MasterRow {
  id: number;
  name: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  [field: string]: unknown;
}

type Inputs = inferRouterInputs<AppRouter>['masters']['artist'];
export type MasterListInput = Inputs['list'];
export type MasterExportInput = Inputs['exportRows'];
export type MasterSortField = NonNullable<MasterListInput['sort']>;
export type ImportResult = inferRouterOutputs<AppRouter>['masters']['artist']['importRows'][number];

export const masterSortFields = [
  'name',
  'createdAt',
  'updatedAt',
] as const satisfies readonly MasterSortField[];

/** A master's fields as the form or the CSV file gives them; its zod schema checks them. */
export type MasterFields = Record<string, unknown>;

export interface MasterPage {
  items: MasterRow[];
  total: number;
}

export const masterListOptions = (key: MasterKey, input: MasterListInput) =>
  queryOptions({
    queryKey: trpc.masters[key].list.queryKey(input),
    queryFn: ({ signal }): Promise<MasterPage> => trpcClient.masters[key].list.query(input, { signal }),
  });

export const masterFindOptions = (key: MasterKey, id: number) =>
  queryOptions({
    queryKey: trpc.masters[key].find.queryKey({ id }),
    queryFn: ({ signal }): Promise<MasterRow> => trpcClient.masters[key].find.query({ id }, { signal }),
  });

/** The latest saved row, never a cached one (after a version conflict). */
export const fetchLatest = (key: MasterKey, id: number): Promise<MasterRow> =>
  queryClient.fetchQuery({ ...masterFindOptions(key, id), staleTime: 0 });

export const exportMasterRows = (key: MasterKey, input: MasterExportInput): Promise<MasterPage> =>
  trpcClient.masters[key].exportRows.query(input);

// The create and update inputs differ per master; the master's own schema has checked the fields.
export const createMaster = (key: MasterKey, fields: MasterFields): Promise<MasterRow> =>
  trpcClient.masters[key].create.mutate(fields as never);

export const updateMaster = (
  key: MasterKey,
  input: { id: number; version: number } & MasterFields,
): Promise<MasterRow> => trpcClient.masters[key].update.mutate(input as never);

export const deleteMaster = (key: MasterKey, id: number) => trpcClient.masters[key].delete.mutate({ id });

export const importMasterRows = (key: MasterKey, rows: MasterFields[]): Promise<ImportResult[]> =>
  trpcClient.masters[key].importRows.mutate({ rows });

/** After a change to a master: its lists, rows and name checks are read again. */
export const refreshMaster = (key: MasterKey) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.masters[key].pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.masters.checkName.queryKey() }),
  ]);
