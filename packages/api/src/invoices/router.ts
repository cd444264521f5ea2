import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import type { Context } from '../context';
import { companyNames, companyNamesOutput } from '../masters';
import { deleteInvoicePayment } from '../payments';
import { fileOutput } from '../shared/files';
import { idInput, okOutput } from '../shared/schemas';
import { accessProcedure } from '../trpc';
import { aeatRouter, sendsRecords } from './aeat/router';
import { checkChain, exportRecords, listIssuers } from './chain';
import { payInvoice } from './payments';
import { invoicePdf, sendInvoice } from './pdf';
import { SYSTEM_VERSION } from './records';
import {
  chainCheckOutput,
  invoiceCreateInput,
  invoiceFromEventInput,
  invoiceListInput,
  invoiceListOutput,
  invoiceOutput,
  invoicePaymentDeleteInput,
  invoicePaymentInput,
  invoiceRectifyInput,
  invoiceSendInput,
  invoiceUpdateInput,
  invoiceVersionInput,
  invoiceVoidInput,
  issuersOutput,
  recordsInput,
  seriesCreateInput,
  seriesListInput,
  seriesOutput,
  seriesUpdateInput,
} from './schemas';
import {
  createInvoice,
  createSeries,
  deleteInvoice,
  findInvoice,
  invoiceFromEvent,
  issueInvoice,
  listInvoices,
  listSeries,
  officeClock,
  rectifyInvoice,
  updateInvoice,
  updateSeries,
  type VerifactuSettings,
  voidInvoice,
} from './service';

export const settingsOf = (ctx: Pick<Context, 'services'>): VerifactuSettings & { sends: boolean } => ({
  environment: ctx.services.verifactu?.environment ?? 'production',
  installation: ctx.services.verifactu?.installation ?? '1',
  version: SYSTEM_VERSION,
  sends: sendsRecords(ctx),
});

const invoiceProcedure = accessProcedure('Facturas');
/** A draft from an event reads its settlement's figures: `Liquidacion` too. */
const eventInvoiceProcedure = accessProcedure('Facturas', 'Liquidacion');

const found = (ctx: Context, id: number) => findInvoice(ctx.db, id, settingsOf(ctx));

export const invoicesRouter = {
  /** The companies that may issue: what a series is made for. */
  companies: invoiceProcedure.output(companyNamesOutput).query(({ ctx }) => companyNames(ctx.db)),
  series: invoiceProcedure
    .input(seriesListInput)
    .output(z.array(seriesOutput))
    .query(({ ctx, input }) => listSeries(ctx.db, input.empresaId)),
  createSeries: invoiceProcedure
    .input(seriesCreateInput)
    .output(seriesOutput)
    .mutation(({ ctx, input }) => createSeries(ctx.db, input, ctx.auth.user.id)),
  updateSeries: invoiceProcedure
    .input(seriesUpdateInput)
    .output(seriesOutput)
    .mutation(({ ctx, input }) => updateSeries(ctx.db, input, ctx.auth.user.id)),
  list: invoiceProcedure
    .input(invoiceListInput)
    .output(invoiceListOutput)
    .query(({ ctx, input }) => listInvoices(ctx.db, input)),
  find: invoiceProcedure
    .input(idInput)
    .output(invoiceOutput)
    .query(({ ctx, input }) => found(ctx, input.id)),
  create: invoiceProcedure
    .input(invoiceCreateInput)
    .output(invoiceOutput)
    .mutation(async ({ ctx, input }) => found(ctx, await createInvoice(ctx.db, input, ctx.auth.user.id))),
  fromEvent: eventInvoiceProcedure
    .input(invoiceFromEventInput)
    .output(invoiceOutput)
    .mutation(async ({ ctx, input }) => found(ctx, await invoiceFromEvent(ctx.db, input, ctx.auth.user.id))),
  update: invoiceProcedure
    .input(invoiceUpdateInput)
    .output(invoiceOutput)
    .mutation(async ({ ctx, input }) => {
      await updateInvoice(ctx.db, input, ctx.auth.user.id);
      return found(ctx, input.id);
    }),
  delete: invoiceProcedure
    .input(invoiceVersionInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteInvoice(ctx.db, input);
      return { ok: true as const };
    }),
  issue: invoiceProcedure
    .input(invoiceVersionInput)
    .output(invoiceOutput)
    .mutation(async ({ ctx, input }) => {
      await issueInvoice(ctx.db, input, ctx.auth.user.id, officeClock(), settingsOf(ctx));
      return found(ctx, input.id);
    }),
  void: invoiceProcedure
    .input(invoiceVoidInput)
    .output(invoiceOutput)
    .mutation(async ({ ctx, input }) => {
      await voidInvoice(ctx.db, input, ctx.auth.user.id, officeClock(), settingsOf(ctx));
      return found(ctx, input.id);
    }),
  rectify: invoiceProcedure
    .input(invoiceRectifyInput)
    .output(invoiceOutput)
    .mutation(async ({ ctx, input }) => found(ctx, await rectifyInvoice(ctx.db, input, ctx.auth.user.id))),
  pay: accessProcedure('Facturas', 'Pagos')
    .input(invoicePaymentInput)
    .output(invoiceOutput)
    .mutation(async ({ ctx, input }) => {
      await payInvoice(ctx.db, input, ctx.auth.user.id);
      return found(ctx, input.id);
    }),
  deletePayment: accessProcedure('Facturas', 'Pagos')
    .input(invoicePaymentDeleteInput)
    .output(invoiceOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteInvoicePayment(ctx.db, ctx.services.storage, input.id, input.paymentId);
      return found(ctx, input.id);
    }),
  send: invoiceProcedure
    .input(invoiceSendInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await sendInvoice(ctx.db, input, ctx.services.storage, settingsOf(ctx), ctx.auth.user.id);
      return { ok: true as const };
    }),
  pdf: invoiceProcedure
    .input(idInput)
    .output(fileOutput)
    .query(({ ctx, input }) => invoicePdf(ctx.db, input.id, ctx.services.storage, settingsOf(ctx))),
  issuers: invoiceProcedure.output(issuersOutput).query(({ ctx }) => listIssuers(ctx.db)),
  exportRecords: invoiceProcedure
    .input(recordsInput)
    .output(fileOutput)
    .query(async ({ ctx, input }) => ({
      contentType: 'application/xml; charset=utf-8',
      bytes: new TextEncoder().encode(await exportRecords(ctx.db, input, ctx.auth.user.id)),
      filename: `verifactu-${input.issuerNif}.xml`,
    })),
  checkChain: invoiceProcedure
    .input(recordsInput.pick({ issuerNif: true }))
    .output(chainCheckOutput)
    .mutation(({ ctx, input }) => checkChain(ctx.db, input.issuerNif, ctx.auth.user.id)),
  ...aeatRouter,
} satisfies TRPCRouterRecord;
