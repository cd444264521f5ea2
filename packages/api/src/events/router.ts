import type { TRPCRouterRecord } from '@trpc/server';
import { accessProcedure } from '../trpc';

const eventProcedure = accessProcedure('InfoGeneral');

import { eventIdInput, eventListInput, eventOutput, eventPageOutput } from './schemas';
import { getEvent, listEvents } from './service';

export const eventsRouter = {
  list: eventProcedure
    .input(eventListInput)
    .output(eventPageOutput)
    .query(({ ctx, input }) => listEvents(ctx.db, input)),
  get: eventProcedure
    .input(eventIdInput)
    .output(eventOutput)
    .query(({ ctx, input }) => getEvent(ctx.db, input.id)),
} satisfies TRPCRouterRecord;
