import type { TRPCRouterRecord } from '@trpc/server';
import { eventParts } from '../../access';
import { fileOutput } from '../../shared/files';
import { accessProcedure } from '../../trpc';
import { linkProcedure } from '../public-links';
import {
  declineAsParty,
  linkDocument,
  linkSignedDocument,
  signAsParty,
  viewSigning,
  visitorOf,
} from './link';
import {
  countersignInput,
  declineInput,
  linkInput,
  linkViewOutput,
  sendInput,
  signInput,
  signingDocumentInput,
  signingKeyInput,
  signingOutput,
} from './schemas';
import {
  cancelSigning,
  countersign,
  getSigning,
  sendForSignature,
  signingCallerOf,
  signingDocument,
} from './service';

/** The office's side is behind `Contratos`, as the contracts are. */
const contractProcedure = accessProcedure(eventParts.contracts);

/**
 * A contract's signing inside Bolo (issue 31), `eventContracts.signing.*`: the office sends,
 * follows, cancels and countersigns it; the party's signatory reads, signs or declines it on the
 * link, without an account (`view`, `document`, `signedDocument`, `sign`, `decline`).
 */
export const signingRouter = {
  send: contractProcedure
    .input(sendInput)
    .output(signingOutput)
    .mutation(({ ctx, input }) => sendForSignature(signingCallerOf(ctx), input)),
  /** The newest signing of the contract, with every step; null when it was never sent. */
  get: contractProcedure
    .input(signingKeyInput)
    .output(signingOutput.nullable())
    .query(({ ctx, input }) => getSigning(signingCallerOf(ctx), input)),
  cancel: contractProcedure
    .input(signingKeyInput)
    .output(signingOutput)
    .mutation(({ ctx, input }) => cancelSigning(signingCallerOf(ctx), input)),
  countersign: contractProcedure
    .input(countersignInput)
    .output(signingOutput)
    .mutation(({ ctx, input }) => countersign(signingCallerOf(ctx), input)),
  /** The PDF as it was sent for signature (REST serves its bytes). */
  sentPdf: contractProcedure
    .input(signingDocumentInput)
    .output(fileOutput)
    .query(({ ctx, input }) => signingDocument(signingCallerOf(ctx), input, 'sent')),
  /** The signed PDF, once both have signed. */
  signedPdf: contractProcedure
    .input(signingDocumentInput)
    .output(fileOutput)
    .query(({ ctx, input }) => signingDocument(signingCallerOf(ctx), input, 'signed')),
  view: linkProcedure
    .input(linkInput)
    .output(linkViewOutput)
    .query(({ ctx, input }) => viewSigning(ctx.db, ctx.services, input.token, visitorOf(ctx))),
  document: linkProcedure
    .input(linkInput)
    .output(fileOutput)
    .query(({ ctx, input }) => linkDocument(ctx.db, ctx.services, input.token)),
  signedDocument: linkProcedure
    .input(linkInput)
    .output(fileOutput)
    .query(({ ctx, input }) => linkSignedDocument(ctx.db, ctx.services, input.token)),
  sign: linkProcedure
    .input(signInput)
    .output(linkViewOutput)
    .mutation(({ ctx, input }) => signAsParty(ctx.db, ctx.services, input, visitorOf(ctx))),
  decline: linkProcedure
    .input(declineInput)
    .output(linkViewOutput)
    .mutation(({ ctx, input }) => declineAsParty(ctx.db, ctx.services, input, visitorOf(ctx))),
} satisfies TRPCRouterRecord;
