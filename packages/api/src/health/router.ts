import type { TRPCRouterRecord } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { publicProcedure } from '../trpc';

export const healthOutput = z.object({ status: z.literal('ok'), db: z.enum(['postgres', 'pglite']) });

export const healthRouter = {
  check: publicProcedure.output(healthOutput).query(async ({ ctx }) => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const, db: ctx.dbKind };
  }),
} satisfies TRPCRouterRecord;
