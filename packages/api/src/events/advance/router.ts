import type { TRPCRouterRecord } from '@trpc/server';
import { eventParts } from '../../access';
import { fileOutput } from '../../shared/files';
import { okOutput } from '../../shared/schemas';
import { accessProcedure } from '../../trpc';
import { acceptAllChanges, acceptChange, changesOf, rejectChange } from './changes';
import { daySheetPdf } from './day-sheet';
import { currentDaySheetLink, generateDaySheetLink, revokeDaySheetLink } from './day-sheet-link';
import { deleteFile, downloadFile, uploadFiles } from './files';
import { advancePeople } from './people';
import {
  advanceKeyInput,
  advanceOutput,
  advancePeopleOutput,
  applyTemplateInput,
  changeAcceptAllInput,
  changeKeyInput,
  changesOutput,
  contactCreateInput,
  contactUpdateInput,
  daySheetLinkCreateInput,
  daySheetLinkOutput,
  daySheetPdfInput,
  fileKeyInput,
  fileUploadInput,
  itemCreateInput,
  itemUpdateInput,
  reorderInput,
  rowDeleteInput,
  scheduleCreateInput,
  scheduleUpdateInput,
  templateCreateInput,
  templateDeleteInput,
  templateListInput,
  templateOutput,
  templateUpdateInput,
} from './schemas';
import {
  applyTemplate,
  createRow,
  deleteRow,
  fillAdvanceFromProduction,
  getAdvance,
  reorderRows,
  updateRow,
} from './service';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './templates';

/**
 * The advance is the production's plan of the day, behind `Produccion` like the production
 * conditions it is made from; its templates too, as they are the production staff's checklists.
 */
const advanceProcedure = accessProcedure(eventParts.production);

export const advanceRouter = {
  get: advanceProcedure
    .input(advanceKeyInput)
    .output(advanceOutput)
    .query(({ ctx, input }) => getAdvance(ctx.db, input.eventId)),
  people: advanceProcedure
    .input(advanceKeyInput)
    .output(advancePeopleOutput)
    .query(({ ctx, input }) => advancePeople(ctx.db, input.eventId, ctx.auth.user.role)),
  scheduleCreate: advanceProcedure
    .input(scheduleCreateInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) => createRow(ctx.db, 'schedule', input, ctx.auth.user.id)),
  scheduleUpdate: advanceProcedure
    .input(scheduleUpdateInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) => updateRow(ctx.db, 'schedule', input, ctx.auth.user.id)),
  scheduleDelete: advanceProcedure
    .input(rowDeleteInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) =>
      deleteRow(ctx.db, ctx.services.storage, 'schedule', input, ctx.auth.user.id),
    ),
  contactCreate: advanceProcedure
    .input(contactCreateInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) => createRow(ctx.db, 'contacts', input, ctx.auth.user.id)),
  contactUpdate: advanceProcedure
    .input(contactUpdateInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) => updateRow(ctx.db, 'contacts', input, ctx.auth.user.id)),
  contactDelete: advanceProcedure
    .input(rowDeleteInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) =>
      deleteRow(ctx.db, ctx.services.storage, 'contacts', input, ctx.auth.user.id),
    ),
  itemCreate: advanceProcedure
    .input(itemCreateInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) => createRow(ctx.db, 'items', input, ctx.auth.user.id)),
  itemUpdate: advanceProcedure
    .input(itemUpdateInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) => updateRow(ctx.db, 'items', input, ctx.auth.user.id)),
  itemDelete: advanceProcedure
    .input(rowDeleteInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) => deleteRow(ctx.db, ctx.services.storage, 'items', input, ctx.auth.user.id)),
  reorder: advanceProcedure
    .input(reorderInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) => reorderRows(ctx.db, input, ctx.auth.user.id)),
  applyTemplate: advanceProcedure
    .input(applyTemplateInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) => applyTemplate(ctx.db, input, ctx.auth.user.id)),
  fillFromProduction: advanceProcedure
    .input(advanceKeyInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) => fillAdvanceFromProduction(ctx.db, input.eventId, ctx.auth.user.id)),
  /** REST only (multipart): staff attach files to a point. */
  fileUpload: advanceProcedure
    .input(fileUploadInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) => uploadFiles(ctx.db, ctx.services.storage, input, ctx.auth.user.id)),
  fileDownload: advanceProcedure
    .input(fileKeyInput)
    .output(fileOutput)
    .query(({ ctx, input }) => downloadFile(ctx.db, ctx.services.storage, input)),
  fileDelete: advanceProcedure
    .input(fileKeyInput)
    .output(advanceOutput)
    .mutation(({ ctx, input }) => deleteFile(ctx.db, ctx.services.storage, input, ctx.auth.user.id)),
  /** What the counterparty's link proposed (`counterparty.advance…`), to accept or reject. */
  changes: advanceProcedure
    .input(advanceKeyInput)
    .output(changesOutput)
    .query(({ ctx, input }) => changesOf(ctx.db, input.eventId)),
  changeAccept: advanceProcedure
    .input(changeKeyInput)
    .output(changesOutput)
    .mutation(async ({ ctx, input }) => {
      await acceptChange(ctx.db, input, ctx.auth.user.id);
      return changesOf(ctx.db, input.eventId);
    }),
  changeAcceptAll: advanceProcedure
    .input(changeAcceptAllInput)
    .output(changesOutput)
    .mutation(async ({ ctx, input }) => {
      await acceptAllChanges(ctx.db, input, ctx.auth.user.id);
      return changesOf(ctx.db, input.eventId);
    }),
  changeReject: advanceProcedure
    .input(changeKeyInput)
    .output(changesOutput)
    .mutation(async ({ ctx, input }) => {
      await rejectChange(ctx.db, ctx.services.storage, input, ctx.auth.user.id);
      return changesOf(ctx.db, input.eventId);
    }),
  templateList: advanceProcedure
    .input(templateListInput)
    .output(templateOutput.array())
    .query(({ ctx, input }) => listTemplates(ctx.db, input.empresaId)),
  templateCreate: advanceProcedure
    .input(templateCreateInput)
    .output(templateOutput)
    .mutation(({ ctx, input }) => createTemplate(ctx.db, input, ctx.auth.user.id)),
  templateUpdate: advanceProcedure
    .input(templateUpdateInput)
    .output(templateOutput)
    .mutation(({ ctx, input }) => updateTemplate(ctx.db, input, ctx.auth.user.id)),
  templateDelete: advanceProcedure
    .input(templateDeleteInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => deleteTemplate(ctx.db, input)),
  /** The day sheet as a PDF (REST only: a file). */
  daySheetPdf: advanceProcedure
    .input(daySheetPdfInput)
    .output(fileOutput)
    .query(({ ctx, input }) => daySheetPdf(ctx.db, ctx.services.storage, input)),
  daySheetLink: advanceProcedure
    .input(advanceKeyInput)
    .output(daySheetLinkOutput)
    .query(({ ctx, input }) => currentDaySheetLink(ctx.db, ctx.services, input)),
  daySheetLinkCreate: advanceProcedure
    .input(daySheetLinkCreateInput)
    .output(daySheetLinkOutput)
    .mutation(({ ctx, input }) => generateDaySheetLink(ctx.db, ctx.services, input, ctx.auth.user.id)),
  daySheetLinkRevoke: advanceProcedure
    .input(advanceKeyInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await revokeDaySheetLink(ctx.db, input);
      return { ok: true as const };
    }),
} satisfies TRPCRouterRecord;
