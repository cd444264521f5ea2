import type { TRPCRouterRecord } from '@trpc/server';
import { idInput } from '../shared/schemas';
import { accessProcedure } from '../trpc';
import {
  conflictsInput,
  conflictsOutput,
  holdChallengeInput,
  holdConfirmInput,
  holdCreateInput,
  holdFromEventInput,
  holdListInput,
  holdListOutput,
  holdOutput,
  holdUpdateInput,
} from './schemas';
import {
  challengeHold,
  confirmHold,
  createHold,
  createHoldFromEvent,
  findConflicts,
  findHold,
  listHolds,
  releaseHold,
  updateHold,
} from './service';

const holdProcedure = accessProcedure('Holds');
/** What reads an event's date, artist and hall, and creating or moving that event asks of the role too. */
const eventHoldProcedure = accessProcedure('Holds', 'InfoGeneral', 'DatosContraparte');

export const holdsRouter = {
  list: holdProcedure
    .input(holdListInput)
    .output(holdListOutput)
    .query(({ ctx, input }) => listHolds(ctx.db, input)),
  find: holdProcedure
    .input(idInput)
    .output(holdOutput)
    .query(({ ctx, input }) => findHold(ctx.db, input.id)),
  conflicts: holdProcedure
    .input(conflictsInput)
    .output(conflictsOutput)
    .query(({ ctx, input }) => findConflicts(ctx.db, input)),
  create: holdProcedure
    .input(holdCreateInput)
    .output(holdOutput)
    .mutation(({ ctx, input }) => createHold(ctx.db, input, ctx.auth.user, new Date())),
  createFromEvent: eventHoldProcedure
    .input(holdFromEventInput)
    .output(holdOutput)
    .mutation(({ ctx, input }) => createHoldFromEvent(ctx.db, input, ctx.auth.user, new Date())),
  update: holdProcedure
    .input(holdUpdateInput)
    .output(holdOutput)
    .mutation(({ ctx, input }) => updateHold(ctx.db, input, ctx.auth.user.id, new Date())),
  release: holdProcedure
    .input(idInput)
    .output(holdOutput)
    .mutation(({ ctx, input }) => releaseHold(ctx.db, input.id, ctx.auth.user.id, new Date())),
  confirm: eventHoldProcedure
    .input(holdConfirmInput)
    .output(holdOutput)
    .mutation(({ ctx, input }) => confirmHold(ctx.db, input, ctx.auth.user, new Date())),
  challenge: holdProcedure
    .input(holdChallengeInput)
    .output(holdOutput)
    .mutation(({ ctx, input }) => challengeHold(ctx.db, input, ctx.auth.user.id, new Date())),
} satisfies TRPCRouterRecord;
