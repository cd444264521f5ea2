import type { TRPCRouterRecord } from '@trpc/server';
import { meOutput } from '../auth/schemas';
import { toMe } from '../auth/service';
import { protectedProcedure } from '../trpc';

export const userRouter = {
  profile: protectedProcedure.output(meOutput).query(({ ctx }) => toMe(ctx.auth)),
} satisfies TRPCRouterRecord;
