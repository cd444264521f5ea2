import { z } from 'zod';

/** Which page of a list, and how long: they reach REST as text in the query. */
export const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/** One page of a list of `item`, with the total the list has. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
