import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { eventParts } from '../../access';
import { fileOutput } from '../../shared/files';
import { accessProcedure } from '../../trpc';
import { newTemplateOutput, templateChoiceOutput } from '../documents/schemas';
import { callerOf } from '../documents/service';
import { templatesOfType } from '../documents/templates';
import { signingRouter } from '../signings/router';
import {
  addAnnexInput,
  contractChooseTemplateInput,
  contractKeyInput,
  contractListInput,
  contractNewTemplateInput,
  contractPdfInput,
  contractSaveAllInput,
  contractSaveInput,
  eventContractOutput,
  removeAnnexInput,
  shareLinkInput,
} from './schemas';
import {
  addAnnex,
  chooseContractTemplate,
  contractPdf,
  contractTemplate,
  listContracts,
  removeAnnex,
  resetContract,
  revokeContractLink,
  saveContract,
  saveContracts,
  shareContract,
} from './service';

/** Spec §6: an event's contracts are behind `Contratos`. */
const contractProcedure = accessProcedure(eventParts.contracts);

const contracts = z.array(eventContractOutput);

/** The contracts of an event, one per party (spec §3 Contract; legacy `/api/evento/{id}/contratos…`). */
export const eventContractsRouter = {
  list: contractProcedure
    .input(contractListInput)
    .output(contracts)
    .query(({ ctx, input }) => listContracts(callerOf(ctx), input.eventId)),
  save: contractProcedure
    .input(contractSaveInput)
    .output(eventContractOutput)
    .mutation(({ ctx, input }) => saveContract(callerOf(ctx), input)),
  saveAll: contractProcedure
    .input(contractSaveAllInput)
    .output(contracts)
    .mutation(({ ctx, input }) => saveContracts(callerOf(ctx), input)),
  reset: contractProcedure
    .input(contractKeyInput)
    .output(eventContractOutput)
    .mutation(({ ctx, input }) => resetContract(callerOf(ctx), input)),
  /** The contract templates a contract may be given (names only: choosing needs no `Plantillas`). */
  templates: contractProcedure
    .output(z.array(templateChoiceOutput))
    .query(({ ctx }) => templatesOfType(ctx.db, 'contract')),
  chooseTemplate: contractProcedure
    .input(contractChooseTemplateInput)
    .output(eventContractOutput)
    .mutation(({ ctx, input }) => chooseContractTemplate(callerOf(ctx), input)),
  /** Makes a master template, so the templates' access too. */
  newTemplate: accessProcedure(eventParts.contracts, 'Plantillas')
    .input(contractNewTemplateInput)
    .output(newTemplateOutput)
    .mutation(({ ctx, input }) => contractTemplate(callerOf(ctx), input)),
  addAnnex: contractProcedure
    .input(addAnnexInput)
    .output(eventContractOutput)
    .mutation(({ ctx, input }) => addAnnex(callerOf(ctx), input)),
  removeAnnex: contractProcedure
    .input(removeAnnexInput)
    .output(eventContractOutput)
    .mutation(({ ctx, input }) => removeAnnex(callerOf(ctx), input)),
  /** A mutation, since the body of a preview can be long; REST serves it as the PDF's bytes. */
  pdf: contractProcedure
    .input(contractPdfInput)
    .output(fileOutput)
    .mutation(({ ctx, input }) => contractPdf(callerOf(ctx), input)),
  shareLink: contractProcedure
    .input(shareLinkInput)
    .output(eventContractOutput)
    .mutation(({ ctx, input }) => shareContract(callerOf(ctx), input)),
  revokeShareLink: contractProcedure
    .input(contractKeyInput)
    .output(eventContractOutput)
    .mutation(({ ctx, input }) => revokeContractLink(callerOf(ctx), input)),
  /** Signing the contract inside Bolo (issue 31). */
  signing: signingRouter,
} satisfies TRPCRouterRecord;
