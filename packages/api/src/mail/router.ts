import type { TRPCRouterRecord } from '@trpc/server';
import { adminProcedure } from '../trpc';
import { mailIdInput, mailListInput, mailOutput, mailPageOutput, mailStateOutput } from './schemas';
import { findMail, listMails, mailState, retryMail } from './service';

/**
 * The mailbox (ROLE_ADMIN): every mail Bolo sent or is sending, a retry for the failed ones, and
 * the state the header warns administrators about.
 */
export const mailRouter = {
  list: adminProcedure
    .input(mailListInput)
    .output(mailPageOutput)
    .query(({ ctx, input }) => listMails(ctx.db, input)),
  find: adminProcedure
    .input(mailIdInput)
    .output(mailOutput)
    .query(({ ctx, input }) => findMail(ctx.db, input.id)),
  retry: adminProcedure
    .input(mailIdInput)
    .output(mailOutput)
    .mutation(({ ctx, input }) => retryMail(ctx.db, input.id)),
  state: adminProcedure.output(mailStateOutput).query(({ ctx }) => mailState(ctx.db, ctx.services.mail)),
} satisfies TRPCRouterRecord;
