import type { AppRouter } from '@bolo/api';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { queryClient, trpc } from '../../trpc';

type Outputs = inferRouterOutputs<AppRouter>['templates'];
type Inputs = inferRouterInputs<AppRouter>['templates'];

export type TemplateRow = Outputs['find'];
export type TemplateListInput = Inputs['list'];
export type VariableGroup = Outputs['variables'][number];
export type Variable = VariableGroup['variables'][number];

const findOptions = (id: number) => trpc.templates.find.queryOptions({ id });

/** The template as a write answered it: the editor shows it without asking again. */
export const storeTemplate = (row: TemplateRow): void => {
  queryClient.setQueryData(findOptions(row.id).queryKey, row);
};

/** The latest saved template, never a cached one (after a version conflict). */
export const fetchLatestTemplate = (id: number): Promise<TemplateRow> =>
  queryClient.fetchQuery({ ...findOptions(id), staleTime: 0 });

/** After a change the lists show (created, saved, duplicated, made master, deleted). */
export const refreshTemplateLists = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.templates.list.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.templates.listMaster.queryKey() }),
  ]);
