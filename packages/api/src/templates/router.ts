import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { byNameInput, idInput, okOutput } from '../shared/schemas';
import { accessProcedure } from '../trpc';
import {
  byTypeInput,
  catalogueOutput,
  checkInput,
  checkOutput,
  duplicateInput,
  modelInput,
  templateCreateInput,
  templateListInput,
  templateOutput,
  templatePageOutput,
  templateUpdateInput,
} from './schemas';
import {
  checkTemplateText,
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  findTemplate,
  latestTemplates,
  listTemplates,
  masterTemplates,
  modelTemplate,
  templateBodyBound,
  templatesByName,
  templatesOfTypes,
  updateTemplate,
  variableCatalogue,
} from './service';

/** Spec §6: the templates pages are behind `Plantillas`. */
export const templateProcedure = accessProcedure('Plantillas');

/** One whose input carries a template's text: a request past `templateBodyBound` is refused unread. */
export const templateTextProcedure = templateProcedure.meta({ maxBody: templateBodyBound });

const templateList = templateProcedure
  .input(templateListInput)
  .output(templatePageOutput)
  .query(({ ctx, input }) => listTemplates(ctx.db, input) as never);

export const templatesRouter = {
  list: templateList,
  /** The legacy POST search: the list's filter from a body. */
  search: templateList,
  find: templateProcedure
    .input(idInput)
    .output(templateOutput)
    .query(({ ctx, input }) => findTemplate(ctx.db, input.id)),
  latest: templateProcedure.output(z.array(templateOutput)).query(({ ctx }) => latestTemplates(ctx.db)),
  byName: templateProcedure
    .input(byNameInput)
    .output(z.array(templateOutput))
    .query(({ ctx, input }) => templatesByName(ctx.db, input.name)),
  /** The templates of some types or sub-types: the list page's tabs (email / contract, department or party). */
  byType: templateProcedure
    .input(byTypeInput)
    .output(z.array(templateOutput))
    .query(({ ctx, input }) => templatesOfTypes(ctx.db, input.tipos)),
  listMaster: templateProcedure.output(z.array(templateOutput)).query(({ ctx }) => masterTemplates(ctx.db)),
  model: templateProcedure
    .input(modelInput)
    .output(templateOutput)
    .query(({ ctx, input }) => modelTemplate(ctx.db, input)),
  create: templateTextProcedure
    .input(templateCreateInput)
    .output(templateOutput)
    .mutation(({ ctx, input }) => createTemplate(ctx.db, input, ctx.auth.user.id)),
  update: templateTextProcedure
    .input(templateUpdateInput)
    .output(templateOutput)
    .mutation(({ ctx, input }) => updateTemplate(ctx.db, input, ctx.auth.user.id)),
  delete: templateProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteTemplate(ctx.db, input.id);
      return { ok: true as const };
    }),
  duplicate: templateProcedure
    .input(duplicateInput)
    .output(templateOutput)
    .mutation(({ ctx, input }) => duplicateTemplate(ctx.db, input, ctx.auth.user.id)),
  /** The variable groups and what the picker inserts (legacy `getPropsSystem`). */
  variables: templateProcedure.output(catalogueOutput).query(() => variableCatalogue()),
  /** The editor's live check: where and why a subject or body does not compile (60 a minute per user). */
  check: templateTextProcedure
    .input(checkInput)
    .output(checkOutput)
    .query(({ ctx, input }) => checkTemplateText(ctx.db, ctx.auth.user.id, input, ctx.locale)),
} satisfies TRPCRouterRecord;
