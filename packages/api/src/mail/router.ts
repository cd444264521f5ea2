import type { TRPCRouterRecord } from '@trpc/server';
import { adminProcedure } from '../trpc';
import { mailIdInput, mailListInput, mailOutput, mailPageOutput } from './schemas';
import { findMail, listMails, retryMail } from './service';

/** The mailbox (ROLE_ADMIN): every mail Bolo sent or is sending, and a retry for the failed ones. */
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
} satisfies TRPCRouterRecord;
