import { sampleVariables } from '@bolo/templating';
import type { TRPCRouterRecord } from '@trpc/server';
import {
  eventVariablesInput,
  eventVariablesOutput,
  previewInput,
  previewOutput,
  previewTemplate,
  startPreview,
  templateProcedure,
  templateTextProcedure,
} from '../../templates';
import { eventDaySheetUrl } from '../advance/day-sheet-link';
import { eventShareLinks } from '../contracts/share-links';
import { eventVariables, readerOf } from './variables';

/**
 * The templates' procedures that read an event, mounted under `templates` (their legacy place):
 * they live here so that templates need not know events.
 */
export const templateEventRouter = {
  /** The variables of one event, as the caller may see it (legacy `getPropsEvento`). */
  eventVariables: templateProcedure
    .input(eventVariablesInput)
    .output(eventVariablesOutput)
    .query(async ({ ctx, input }) =>
      eventVariables(ctx.db, input.eventId, readerOf(ctx), {
        party: input.party,
        language: input.language,
        links: await eventShareLinks(ctx.db, ctx.services, input.eventId),
        daySheetUrl: await eventDaySheetUrl(ctx.db, ctx.services, input.eventId),
      }),
    ),
  /** A template rendered against an event or the samples, in its language (60 a minute per user). */
  preview: templateTextProcedure
    .input(previewInput)
    .output(previewOutput)
    .query(async ({ ctx, input }) => {
      // a saved template's size is checked once it is read, before its thread
      await startPreview(ctx.db, ctx.auth.user.id, 'templateId' in input ? {} : input);
      const { eventId } = input;
      if (eventId === undefined) return previewTemplate(ctx.db, input, async () => sampleVariables());
      const links = await eventShareLinks(ctx.db, ctx.services, eventId);
      const daySheetUrl = await eventDaySheetUrl(ctx.db, ctx.services, eventId);
      return previewTemplate(ctx.db, input, (language) =>
        eventVariables(ctx.db, eventId, readerOf(ctx), { party: input.party, language, links, daySheetUrl }),
      );
    }),
} satisfies TRPCRouterRecord;
