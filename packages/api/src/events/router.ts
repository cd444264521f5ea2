import type { TRPCRouterRecord } from '@trpc/server';
import { protectedProcedure } from '../trpc';
import { eventIdInput, eventListInput, eventOutput, eventPageOutput } from './schemas';
import { getEvent, listEvents } from './service';

export const eventsRouter = {
  list: protectedProcedure
    .input(eventListInput)
    .output(eventPageOutput)
    .query(({ ctx, input }) => listEvents(ctx.db, input)),
  get: protectedProcedure
    .input(eventIdInput)
    .output(eventOutput)
    .query(({ ctx, input }) => getEvent(ctx.db, input.id)),
} satisfies TRPCRouterRecord;
