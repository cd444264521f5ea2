import type { TRPCRouterRecord } from '@trpc/server';
import { eventParts, mayRead, type RoleAccess } from '../access';
import { companyNames, companyNamesOutput } from '../masters';
import { fileOutput } from '../shared/files';
import { idInput, okOutput } from '../shared/schemas';
import { accessProcedure } from '../trpc';
import {
  eventKeyInput,
  ledgerExportInput,
  ledgerInput,
  ledgerOutput,
  lineAddInput,
  lineDeleteInput,
  lineUpdateInput,
  makeScheduleInput,
  paymentInput,
  receiptInput,
  scheduleOutput,
  templateDeleteInput,
  templateInput,
  templateListInput,
  templateOutput,
  templateUpdateInput,
} from './schemas';
import {
  addLine,
  attachReceipt,
  createTemplate,
  deleteLine,
  deletePayment,
  deleteTemplate,
  exportLedger,
  getSchedule,
  ledger,
  listTemplates,
  makeSchedule,
  receiptOf,
  recordPayment,
  updateLine,
  updateTemplate,
} from './service';

/**
 * Issue 30: schedules, payments and the receivables and payables view are behind `Pagos`. A
 * schedule is made from the party's hiring deal, so making one, or changing its lines' amounts by
 * hand (which set what the fee is paid in), asks for `Contratacion` too.
 */
const paymentsProcedure = accessProcedure('Pagos');
const scheduleProcedure = accessProcedure('Pagos', eventParts.hiring);

/** The fee itself is the hiring conditions': shown only to a role that reads them. */
const readerOf = (user: { role: RoleAccess }) => ({ readsDeal: mayRead(user.role, 'hiring') });

export const paymentsRouter = {
  schedule: paymentsProcedure
    .input(eventKeyInput)
    .output(scheduleOutput)
    .query(({ ctx, input }) => getSchedule(ctx.db, input.eventId, readerOf(ctx.auth.user))),
  makeSchedule: scheduleProcedure
    .input(makeScheduleInput)
    .output(scheduleOutput)
    .mutation(({ ctx, input }) => makeSchedule(ctx.db, input, ctx.auth.user, ctx.locale)),
  addLine: scheduleProcedure
    .input(lineAddInput)
    .output(scheduleOutput)
    .mutation(async ({ ctx, input }) =>
      getSchedule(ctx.db, await addLine(ctx.db, input, ctx.auth.user), readerOf(ctx.auth.user)),
    ),
  updateLine: scheduleProcedure
    .input(lineUpdateInput)
    .output(scheduleOutput)
    .mutation(async ({ ctx, input }) =>
      getSchedule(ctx.db, await updateLine(ctx.db, input, ctx.auth.user), readerOf(ctx.auth.user)),
    ),
  deleteLine: scheduleProcedure
    .input(lineDeleteInput)
    .output(scheduleOutput)
    .mutation(async ({ ctx, input }) =>
      getSchedule(ctx.db, await deleteLine(ctx.db, input), readerOf(ctx.auth.user)),
    ),
  record: paymentsProcedure
    .input(paymentInput)
    .output(scheduleOutput)
    .mutation(async ({ ctx, input }) =>
      getSchedule(
        ctx.db,
        (await recordPayment(ctx.db, input, ctx.auth.user)).eventId,
        readerOf(ctx.auth.user),
      ),
    ),
  deletePayment: paymentsProcedure
    .input(idInput)
    .output(scheduleOutput)
    .mutation(async ({ ctx, input }) =>
      getSchedule(
        ctx.db,
        await deletePayment(ctx.db, ctx.services.storage, input.id),
        readerOf(ctx.auth.user),
      ),
    ),
  /** A payment's receipt: browsers upload it through REST (`POST /api/pagos/{id}/justificante`). */
  attachReceipt: paymentsProcedure
    .input(receiptInput)
    .output(scheduleOutput)
    .mutation(async ({ ctx, input }) =>
      getSchedule(
        ctx.db,
        await attachReceipt(ctx.db, ctx.services.storage, input, ctx.auth.user),
        readerOf(ctx.auth.user),
      ),
    ),
  receipt: paymentsProcedure
    .input(idInput)
    .output(fileOutput)
    .query(({ ctx, input }) => receiptOf(ctx.db, ctx.services.storage, input.id)),
  ledger: paymentsProcedure
    .input(ledgerInput)
    .output(ledgerOutput)
    .query(({ ctx, input }) => ledger(ctx.db, input)),
  export: paymentsProcedure
    .input(ledgerExportInput)
    .output(fileOutput)
    .query(({ ctx, input }) => exportLedger(ctx.db, input, ctx.locale)),
  /** The companies a template may be made for. */
  companies: paymentsProcedure.output(companyNamesOutput).query(({ ctx }) => companyNames(ctx.db)),
  templates: paymentsProcedure
    .input(templateListInput)
    .output(templateOutput.array())
    .query(({ ctx, input }) => listTemplates(ctx.db, input.empresaId)),
  createTemplate: paymentsProcedure
    .input(templateInput)
    .output(idInput)
    .mutation(({ ctx, input }) => createTemplate(ctx.db, input, ctx.auth.user)),
  updateTemplate: paymentsProcedure
    .input(templateUpdateInput)
    .output(idInput)
    .mutation(({ ctx, input }) => updateTemplate(ctx.db, input, ctx.auth.user)),
  deleteTemplate: paymentsProcedure
    .input(templateDeleteInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteTemplate(ctx.db, input);
      return { ok: true as const };
    }),
} satisfies TRPCRouterRecord;
