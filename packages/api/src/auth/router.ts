import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure, signedInProcedure } from '../trpc';
import { credentialsInput, meOutput, okOutput, tokensOutput } from './schemas';
import { logLogin, signIn, toMe } from './service';
import { ACCESS_TOKEN_SECONDS, invalidateSession, validateSessionToken } from './session';

export const authRouter = {
  /** Web sign-in: opens a session held in an HttpOnly cookie and answers who signed in. */
  login: publicProcedure
    .input(credentialsInput)
    .output(meOutput)
    .mutation(async ({ ctx, input }) => {
      const issued = await signIn(ctx.db, input, ctx);
      ctx.sessionCookie.set(issued.token, issued.expiresAt);
      const auth = await validateSessionToken(ctx.db, issued.token);
      if (!auth) throw new Error('a session just created must validate');
      return toMe(auth);
    }),
  /** Legacy sign-in (`POST /auth/login`): answers bearer tokens. */
  token: publicProcedure
    .input(credentialsInput)
    .output(tokensOutput)
    .mutation(async ({ ctx, input }) => {
      const issued = await signIn(ctx.db, input, ctx);
      return {
        access_token: issued.token,
        refresh_token: issued.refreshToken,
        token_type: 'Bearer' as const,
        expires_in: ACCESS_TOKEN_SECONDS,
      };
    }),
  logout: signedInProcedure.output(okOutput).mutation(async ({ ctx }) => {
    await invalidateSession(ctx.db, ctx.auth.session.id);
    await logLogin(ctx.db, { userId: ctx.auth.user.id, email: ctx.auth.user.email, label: 'LOGOUT' }, ctx);
    ctx.sessionCookie.clear();
    return { ok: true as const };
  }),
  /** Who is signed in, or null: the browser's gates read it. */
  me: publicProcedure.output(meOutput.nullable()).query(({ ctx }) => (ctx.auth ? toMe(ctx.auth) : null)),
} satisfies TRPCRouterRecord;
