import type { AppRouter } from '@bolo/api';
import type { inferRouterInputs } from '@trpc/server';

export type DuplicablePart = inferRouterInputs<AppRouter>['events']['duplicateWith']['parts'][number];

/** The parts duplicate-with offers, in the order of the event's tabs; all are ticked at first. */
export const duplicableParts = [
  'entradas',
  'channelTickets',
  'calendars',
  'parties',
  'hiring',
  'production',
] as const satisfies readonly DuplicablePart[];
