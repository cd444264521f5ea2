import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { accessProcedure } from '../../trpc';
import { newTemplateOutput, templateChoiceOutput } from '../documents/schemas';
import { callerOf } from '../documents/service';
import { templatesOfType } from '../documents/templates';
import {
  eventEmailOutput,
  mailChooseTemplateInput,
  mailKeyInput,
  mailListInput,
  mailNewTemplateInput,
  mailSaveAllInput,
  mailSaveInput,
  mailSendAllInput,
  mailSendInput,
} from './schemas';
import {
  chooseEmailTemplate,
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
    .query(({ ctx, input }) => listEmails(callerOf(ctx), input)),
  save: mailProcedure
    .input(mailSaveInput)
    .output(eventEmailOutput)
    .mutation(({ ctx, input }) => saveEmail(callerOf(ctx), input)),
  saveAll: mailProcedure
    .input(mailSaveAllInput)
    .output(emailsOutput)
    .mutation(({ ctx, input }) => saveEmails(callerOf(ctx), input)),
  reset: mailProcedure
    .input(mailKeyInput)
    .output(eventEmailOutput)
    .mutation(({ ctx, input }) => resetEmail(callerOf(ctx), input)),
  send: mailProcedure
    .input(mailSendInput)
    .output(eventEmailOutput)
    .mutation(({ ctx, input }) => sendEmail(callerOf(ctx), input)),
  sendAll: mailProcedure
    .input(mailSendAllInput)
    .output(emailsOutput)
    .mutation(({ ctx, input }) => sendEmails(callerOf(ctx), input)),
  /** The email templates an email may be given (names only: choosing needs no `Plantillas`). */
  templates: mailProcedure
    .output(z.array(templateChoiceOutput))
    .query(({ ctx }) => templatesOfType(ctx.db, 'email')),
  chooseTemplate: mailProcedure
    .input(mailChooseTemplateInput)
    .output(eventEmailOutput)
    .mutation(({ ctx, input }) => chooseEmailTemplate(callerOf(ctx), input)),
  /** Makes a master template, so the templates' access too. */
  newTemplate: accessProcedure('Emails', 'Plantillas')
    .input(mailNewTemplateInput)
    .output(newTemplateOutput)
    .mutation(({ ctx, input }) => templateFromEmail(callerOf(ctx), input)),
} satisfies TRPCRouterRecord;
