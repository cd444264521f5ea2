import type { TRPCRouterRecord } from '@trpc/server';
import { todayIn } from '../shared/time-zone';
import { protectedProcedure } from '../trpc';
import { paletteInput, paletteOutput } from './schemas';
import { searchPalette } from './service';

export const searchRouter = {
  /** The command palette's search: events and masters, each group only for a role that may see it. */
  palette: protectedProcedure
    .input(paletteInput)
    .output(paletteOutput)
    .query(({ ctx, input }) => searchPalette(ctx.db, ctx.auth.user.role, input.q, todayIn(ctx.timeZone))),
} satisfies TRPCRouterRecord;
