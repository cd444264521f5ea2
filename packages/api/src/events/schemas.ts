import { schema } from '@bolo/db';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';

export const eventSortFields = ['date', 'name', 'eventType', 'fase', 'location', 'status'] as const;

export const eventListInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(eventSortFields).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().trim().max(100).optional(),
});
export type EventListInput = z.infer<typeof eventListInput>;

export const eventOutput = createSelectSchema(schema.events);
export type EventRow = z.infer<typeof eventOutput>;

export const eventSummaryOutput = eventOutput.pick({
  id: true,
  name: true,
  eventType: true,
  fase: true,
  status: true,
  date: true,
  startTime: true,
  location: true,
  aforo: true,
});
export type EventSummary = z.infer<typeof eventSummaryOutput>;

export const eventPageOutput = z.object({
  items: z.array(eventSummaryOutput),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const eventIdInput = z.object({ id: z.coerce.number().int().positive() });
