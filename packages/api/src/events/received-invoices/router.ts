import type { TRPCRouterRecord } from '@trpc/server';
import { eventParts } from '../../access';
import { fileOutput } from '../../shared/files';
import { accessProcedure } from '../../trpc';
import {
  receivedInvoiceKeyInput,
  receivedInvoiceOutput,
  receivedInvoiceSaveInput,
  receivedInvoiceUploadInput,
} from './schemas';
import {
  getReceivedInvoice,
  receivedInvoiceFile,
  saveReceivedInvoice,
  uploadReceivedInvoiceFile,
} from './service';

/** The artist's invoice is checked against the settlement's figures: behind `Liquidacion` like them. */
const invoiceProcedure = accessProcedure(eventParts.settlement);

export const receivedInvoicesRouter = {
  get: invoiceProcedure
    .input(receivedInvoiceKeyInput)
    .output(receivedInvoiceOutput)
    .query(({ ctx, input }) => getReceivedInvoice(ctx.db, input.eventId)),
  save: invoiceProcedure
    .input(receivedInvoiceSaveInput)
    .output(receivedInvoiceOutput)
    .mutation(({ ctx, input }) => saveReceivedInvoice(ctx.db, input, ctx.auth.user.id)),
  upload: invoiceProcedure
    .input(receivedInvoiceUploadInput)
    .output(receivedInvoiceOutput)
    .mutation(({ ctx, input }) =>
      uploadReceivedInvoiceFile(ctx.db, ctx.services.storage, input, ctx.auth.user.id),
    ),
  file: invoiceProcedure
    .input(receivedInvoiceKeyInput)
    .output(fileOutput)
    .query(({ ctx, input }) => receivedInvoiceFile(ctx.db, ctx.services.storage, input.eventId)),
} satisfies TRPCRouterRecord;
