import type { TRPCRouterRecord } from '@trpc/server';
import type { Context } from '../context';
import { idInput } from '../shared/schemas';
import { accessProcedure } from '../trpc';
import { DEFAULT_HOLDS_MAX_DAYS } from './public';
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
  holdReleaseInput,
  holdUpdateInput,
} from './schemas';
import {
  challengeHold,
  confirmHold,
  createHold,
  createHoldFromEvent,
  findConflicts,
  findHold,
  type HoldClock,
  listHolds,
  releaseHold,
  updateHold,
} from './service';

/** Now, and how far from now a hold may expire (`HOLDS_MAX_DAYS`). */
const clockOf = (ctx: Context): HoldClock => ({
  now: new Date(),
  maxDays: ctx.services.holdsMaxDays ?? DEFAULT_HOLDS_MAX_DAYS,
});

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
    .mutation(({ ctx, input }) => createHold(ctx.db, input, ctx.auth.user, clockOf(ctx))),
  createFromEvent: eventHoldProcedure
    .input(holdFromEventInput)
    .output(holdOutput)
    .mutation(({ ctx, input }) => createHoldFromEvent(ctx.db, input, ctx.auth.user, clockOf(ctx))),
  update: holdProcedure
    .input(holdUpdateInput)
    .output(holdOutput)
    .mutation(({ ctx, input }) => updateHold(ctx.db, input, ctx.auth.user, clockOf(ctx))),
  release: holdProcedure
    .input(holdReleaseInput)
    .output(holdOutput)
    .mutation(({ ctx, input }) => releaseHold(ctx.db, input, ctx.auth.user, new Date())),
  confirm: eventHoldProcedure
    .input(holdConfirmInput)
    .output(holdOutput)
    .mutation(({ ctx, input }) => confirmHold(ctx.db, input, ctx.auth.user, new Date())),
  challenge: holdProcedure
    .input(holdChallengeInput)
    .output(holdOutput)
    .mutation(({ ctx, input }) => challengeHold(ctx.db, input, ctx.auth.user.id, new Date())),
} satisfies TRPCRouterRecord;
