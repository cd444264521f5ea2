import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { newTemplateOutput } from '../event-documents/schemas';
import { readerOf } from '../templates/variables';
import { accessProcedure } from '../trpc';
import {
  eventEmailOutput,
  mailKeyInput,
  mailListInput,
  mailNewTemplateInput,
  mailSaveAllInput,
  mailSaveInput,
  mailSendAllInput,
  mailSendInput,
} from './schemas';
import {
  listEmails,
  resetEmail,
  saveEmail,
  saveEmails,
  sendEmail,
  sendEmails,
  templateFromEmail,
} from './service';

/** Spec §6: an event's emails are behind `Emails`. */
const mailProcedure = accessProcedure('Emails');
const emailsOutput = z.array(eventEmailOutput);

export const eventMailRouter = {
  list: mailProcedure
    .input(mailListInput)
    .output(emailsOutput)
    .query(({ ctx, input }) => listEmails(ctx.db, input, readerOf(ctx))),
  save: mailProcedure
    .input(mailSaveInput)
    .output(eventEmailOutput)
    .mutation(({ ctx, input }) => saveEmail(ctx.db, input, readerOf(ctx), ctx.auth.user.id)),
  saveAll: mailProcedure
    .input(mailSaveAllInput)
    .output(emailsOutput)
    .mutation(({ ctx, input }) => saveEmails(ctx.db, input, readerOf(ctx), ctx.auth.user.id)),
  reset: mailProcedure
    .input(mailKeyInput)
    .output(eventEmailOutput)
    .mutation(({ ctx, input }) => resetEmail(ctx.db, input, readerOf(ctx), ctx.auth.user.id)),
  send: mailProcedure
    .input(mailSendInput)
    .output(eventEmailOutput)
    .mutation(({ ctx, input }) => sendEmail(ctx.db, input, readerOf(ctx), ctx.auth.user.id)),
  sendAll: mailProcedure
    .input(mailSendAllInput)
    .output(emailsOutput)
    .mutation(({ ctx, input }) => sendEmails(ctx.db, input, readerOf(ctx), ctx.auth.user.id)),
  newTemplate: mailProcedure
    .input(mailNewTemplateInput)
    .output(newTemplateOutput)
    .mutation(({ ctx, input }) => templateFromEmail(ctx.db, input, readerOf(ctx), ctx.auth.user.id)),
} satisfies TRPCRouterRecord;
