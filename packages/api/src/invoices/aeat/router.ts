import type { TRPCRouterRecord } from '@trpc/server';
import type { Context } from '../../context';
import { accessProcedure } from '../../trpc';
import { submissionsInput, submissionsOutput } from './schemas';
import { invoiceSubmissions } from './submissions';

/** Whether this installation sends its records to the AEAT (`VERIFACTU_SEND=on`). */
export const sendsRecords = (ctx: Pick<Context, 'services'>) => ctx.services.verifactu?.sends ?? false;

/** The procedures of the invoice page about sending its records to the AEAT. */
export const aeatRouter = {
  submissions: accessProcedure('Facturas')
    .input(submissionsInput)
    .output(submissionsOutput)
    .query(({ ctx, input }) => invoiceSubmissions(ctx.db, input.invoiceId, sendsRecords(ctx))),
} satisfies TRPCRouterRecord;
