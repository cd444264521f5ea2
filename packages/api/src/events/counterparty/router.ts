import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { eventParts } from '../../access';
import { fileOutput } from '../../shared/files';
import { accessProcedure } from '../../trpc';
import { publicAdvanceOutput } from '../advance/schemas';
import { linkProcedure } from '../public-links';
import {
  advanceFilesInput,
  certificateInput,
  certificatesOutput,
  certificateUploadInput,
  confirmScheduleInput,
  eventPartyInput,
  generateLinkInput,
  guestListInput,
  linkOutput,
  publicViewOutput,
  submissionInput,
  submissionOutput,
  tokenInput,
  travellingPartyInput,
  updateDatasInput,
  uploadFilesInput,
} from './schemas';
import {
  acceptSubmission,
  advanceView,
  certificateFile,
  certificatesOf,
  confirmSchedule,
  currentLink,
  generateLink,
  publicView,
  revokeLink,
  sendAdvanceList,
  submissionOf,
  updateDatas,
  uploadAdvanceFiles,
  uploadCertificate,
  uploadFiles,
} from './service';

/** Spec §6: the counterparty's data and its link are behind `DatosContraparte`. */
const staffProcedure = accessProcedure(eventParts.parties);

/** A counterparty's link and what it sent (spec §7 `/api/datosContraparte`, §2 /altainfo). */
export const counterpartyRouter = {
  generateLink: staffProcedure
    .input(generateLinkInput)
    .output(linkOutput)
    .mutation(({ ctx, input }) => generateLink(ctx.db, ctx.services, input, ctx.auth.user.id)),
  getHash: staffProcedure
    .input(eventPartyInput)
    .output(linkOutput)
    .query(({ ctx, input }) => currentLink(ctx.db, ctx.services, input)),
  revokeLink: staffProcedure
    .input(eventPartyInput)
    .output(z.void())
    .mutation(({ ctx, input }) => revokeLink(ctx.db, input)),
  submissions: staffProcedure
    .input(eventPartyInput)
    .output(submissionOutput)
    .query(({ ctx, input }) => submissionOf(ctx.db, input)),
  accept: staffProcedure
    .input(submissionInput)
    .output(z.void())
    .mutation(({ ctx, input }) => acceptSubmission(ctx.db, input.submissionId, ctx.auth.user.id)),
  /** Which certificates the party has; staff open them through `certificate` (a file, REST only). */
  certificates: staffProcedure
    .input(eventPartyInput)
    .output(certificatesOutput)
    .query(({ ctx, input }) => certificatesOf(ctx.db, input)),
  certificate: staffProcedure
    .input(certificateInput)
    .output(fileOutput)
    .query(({ ctx, input }) => certificateFile(ctx.db, ctx.services, input)),
  /** REST only (multipart): staff upload or replace one certificate of the party. */
  uploadCertificate: staffProcedure
    .input(certificateUploadInput)
    .output(certificatesOutput)
    .mutation(({ ctx, input }) => uploadCertificate(ctx.db, ctx.services, input, ctx.auth.user.id)),
  publicView: linkProcedure
    .input(tokenInput)
    .output(publicViewOutput)
    .query(({ ctx, input }) => publicView(ctx.db, input.token)),
  updateDatas: linkProcedure
    .input(updateDatasInput)
    .output(publicViewOutput)
    .mutation(({ ctx, input }) => updateDatas(ctx.db, input)),
  /** REST only (multipart): JSON cannot carry the files. */
  uploadFiles: linkProcedure
    .input(uploadFilesInput)
    .output(publicViewOutput)
    .mutation(({ ctx, input }) => uploadFiles(ctx.db, ctx.services, input)),
  /** The show's advance (issue 32), on the links that carry it: null on the others. */
  advanceView: linkProcedure
    .input(tokenInput)
    .output(publicAdvanceOutput)
    .query(({ ctx, input }) => advanceView(ctx.db, input.token)),
  confirmSchedule: linkProcedure
    .input(confirmScheduleInput)
    .output(publicAdvanceOutput)
    .mutation(({ ctx, input }) => confirmSchedule(ctx.db, input)),
  sendTravellingParty: linkProcedure
    .input(travellingPartyInput)
    .output(publicAdvanceOutput)
    .mutation(({ ctx, input }) => sendAdvanceList(ctx.db, { kind: 'travelling_party', ...input })),
  sendGuestList: linkProcedure
    .input(guestListInput)
    .output(publicAdvanceOutput)
    .mutation(({ ctx, input }) => sendAdvanceList(ctx.db, { kind: 'guest_list', ...input })),
  /** REST only (multipart): a technical point's files (a stage plot, an input list). */
  uploadAdvanceFiles: linkProcedure
    .input(advanceFilesInput)
    .output(publicAdvanceOutput)
    .mutation(({ ctx, input }) => uploadAdvanceFiles(ctx.db, ctx.services, input)),
} satisfies TRPCRouterRecord;
