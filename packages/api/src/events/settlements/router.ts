import type { TRPCRouterRecord } from '@trpc/server';
import { eventParts } from '../../access';
import { fileOutput } from '../../shared/files';
import { accessProcedure, adminProcedure } from '../../trpc';
import {
  settlementCsvInput,
  settlementKeyInput,
  settlementLockInput,
  settlementOutput,
  settlementPdfInput,
  settlementReopenInput,
  settlementSaveInput,
} from './schemas';
import {
  getSettlement,
  importSettlementCsv,
  lockSettlement,
  reopenSettlement,
  saveSettlement,
  settlementSheetPdf,
} from './service';

/** Issue 21: an event's settlement is behind `Liquidacion`; reopening a locked one, an administrator. */
const settlementProcedure = accessProcedure(eventParts.settlement);

export const settlementsRouter = {
  get: settlementProcedure
    .input(settlementKeyInput)
    .output(settlementOutput)
    .query(({ ctx, input }) => getSettlement(ctx.db, input.eventId)),
  save: settlementProcedure
    .input(settlementSaveInput)
    .output(settlementOutput)
    .mutation(({ ctx, input }) => saveSettlement(ctx.db, input, ctx.auth.user.id)),
  importCsv: settlementProcedure
    .input(settlementCsvInput)
    .output(settlementOutput)
    .mutation(({ ctx, input }) => importSettlementCsv(ctx.db, input, ctx.auth.user.id)),
  lock: settlementProcedure
    .input(settlementLockInput)
    .output(settlementOutput)
    .mutation(({ ctx, input }) => lockSettlement(ctx.db, input, ctx.auth.user.id, new Date())),
  reopen: adminProcedure
    .input(settlementReopenInput)
    .output(settlementOutput)
    .mutation(({ ctx, input }) => reopenSettlement(ctx.db, input, ctx.auth.user.id)),
  pdf: settlementProcedure
    .input(settlementPdfInput)
    .output(fileOutput)
    .query(({ ctx, input }) => settlementSheetPdf(ctx.db, input)),
} satisfies TRPCRouterRecord;
