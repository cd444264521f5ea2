import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import type { SignedIn } from '../../context';
import { fileOutput } from '../../shared/files';
import { accessProcedure } from '../../trpc';
import {
  posterDeleteInput,
  posterDescriptionInput,
  posterIdInput,
  posterLatestInput,
  posterListInput,
  posterOutput,
  posterSearchInput,
  posterUploadInput,
} from './schemas';
import {
  deletePosters,
  findPoster,
  latestPoster,
  listPosters,
  originalFile,
  type PostersCaller,
  searchPosters,
  thumbnailFile,
  updateDescription,
  uploadPosters,
} from './service';

/** Spec §6: an event's posters are behind `Carteles`. */
const posterProcedure = accessProcedure('Carteles');

const callerOf = (ctx: SignedIn): PostersCaller => ({
  db: ctx.db,
  storage: ctx.services.storage,
  actorId: ctx.auth.user.id,
});

/** The posters of an event (spec §7 Posters; legacy `/api/carteles…`). Browsers upload through REST. */
export const postersRouter = {
  list: posterProcedure
    .input(posterListInput)
    .output(z.array(posterOutput))
    .query(({ ctx, input }) => listPosters(ctx.db, input.eventId)),
  find: posterProcedure
    .input(posterIdInput)
    .output(posterOutput)
    .query(({ ctx, input }) => findPoster(ctx.db, input.id)),
  latest: posterProcedure
    .input(posterLatestInput)
    .output(posterOutput.nullable())
    .query(({ ctx, input }) => latestPoster(ctx.db, input.eventId)),
  search: posterProcedure
    .input(posterSearchInput)
    .output(z.array(posterOutput))
    .query(({ ctx, input }) => searchPosters(ctx.db, input)),
  upload: posterProcedure
    .input(posterUploadInput)
    .output(z.array(posterOutput))
    .mutation(({ ctx, input }) => uploadPosters(callerOf(ctx), input)),
  updateDescription: posterProcedure
    .input(posterDescriptionInput)
    .output(posterOutput)
    .mutation(({ ctx, input }) => updateDescription(callerOf(ctx), input)),
  delete: posterProcedure
    .input(posterDeleteInput)
    .output(z.object({ deleted: z.array(z.number()) }))
    .mutation(async ({ ctx, input }) => ({ deleted: await deletePosters(callerOf(ctx), input.ids) })),
  original: posterProcedure
    .input(posterIdInput)
    .output(fileOutput)
    .query(({ ctx, input }) => originalFile(callerOf(ctx), input.id)),
  thumbnail: posterProcedure
    .input(posterIdInput)
    .output(fileOutput)
    .query(({ ctx, input }) => thumbnailFile(callerOf(ctx), input.id)),
} satisfies TRPCRouterRecord;
