import type { TRPCRouterRecord } from '@trpc/server';
import type { z } from 'zod';
import { AppError } from '../shared/errors';
import { okOutput } from '../shared/schemas';
import { protectedProcedure, publicProcedure, signedInProcedure } from '../trpc';
import { setPasswordWithLink } from './password-links';
import {
  codeInput,
  credentialsInput,
  faRequiredOutput,
  faTokenOutput,
  meOutput,
  refreshInput,
  rememberPasswordInput,
  setPasswordInput,
  smsSentOutput,
  tokensOutput,
  verificateInput,
} from './schemas';
import { logLogin, passTwoFactor, recordTwoFactorPassed, rememberPassword, signIn, toMe } from './service';
import {
  ACCESS_TOKEN_SECONDS,
  checkTwoFactorToken,
  type IssuedSession,
  refreshSession,
  revokeFamily,
  validateSessionToken,
} from './session';
import { sendSmsCode } from './two-factor';

const asTokens = (issued: IssuedSession): z.infer<typeof tokensOutput> => ({
  access_token: issued.token,
  refresh_token: issued.refreshToken,
  token_type: 'Bearer',
  expires_in: ACCESS_TOKEN_SECONDS,
});

export const authRouter = {
  /** Web sign-in: opens a session held in an HttpOnly cookie and answers who signed in. */
  login: publicProcedure
    .input(credentialsInput)
    .output(meOutput)
    .mutation(async ({ ctx, input }) => {
      const issued = await signIn(ctx.db, input, ctx);
      ctx.cookies.setSession(issued.token, issued.expiresAt);
      const auth = await validateSessionToken(ctx.db, issued.token);
      if (!auth) throw new AppError('unauthorized');
      return toMe(auth);
    }),
  /** Legacy sign-in (`POST /auth/login`): answers bearer tokens. */
  token: publicProcedure
    .input(credentialsInput)
    .output(tokensOutput)
    .mutation(async ({ ctx, input }) => asTokens(await signIn(ctx.db, input, ctx))),
  /** A refresh token works once; a second use revokes every session of that sign-in. */
  refresh: publicProcedure
    .input(refreshInput)
    .output(tokensOutput)
    .mutation(async ({ ctx, input }) => asTokens(await refreshSession(ctx.db, input.refresh_token, ctx))),
  logout: signedInProcedure.output(okOutput).mutation(async ({ ctx }) => {
    await revokeFamily(ctx.db, ctx.auth.session.familyId);
    await logLogin(ctx.db, { userId: ctx.auth.user.id, email: ctx.auth.user.email, label: 'LOGOUT' }, ctx);
    ctx.cookies.clearSession();
    return { ok: true as const };
  }),
  /** Who is signed in, or null: the browser's gates read it. */
  me: publicProcedure.output(meOutput.nullable()).query(({ ctx }) => (ctx.auth ? toMe(ctx.auth) : null)),
  /** Legacy `/auth/faRequired`: whether the user has two-factor on. */
  faRequired: signedInProcedure
    .output(faRequiredOutput)
    .query(({ ctx }) => ({ data: ctx.auth.user.faEnabled })),
  /** Legacy `POST /api/sms`: a new code to the user's phone. */
  sendSmsCode: signedInProcedure
    .output(smsSentOutput)
    .mutation(({ ctx }) => sendSmsCode(ctx.db, ctx.services.sms, ctx.auth.user, ctx.locale)),
  /** Passes two-factor with an SMS code, an authenticator code or a recovery code. */
  verifyTwoFactor: signedInProcedure
    .input(codeInput)
    .output(faTokenOutput)
    .mutation(async ({ ctx, input }) => ({ faToken: await passTwoFactor(ctx, input.code) })),
  /** Legacy `/auth/createToken`: a fresh `2FAToken` for a session that passed two-factor. */
  createToken: protectedProcedure
    .output(faTokenOutput)
    .mutation(async ({ ctx }) => ({ faToken: await recordTwoFactorPassed(ctx) })),
  /** Legacy `/auth/verificate`: confirms a `2FAToken` (from the body or the cookie) for this session. */
  verificate: signedInProcedure
    .input(verificateInput)
    .output(faRequiredOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await checkTwoFactorToken(ctx.db, ctx.auth.session.id, input.faToken))) {
        throw new AppError('two_factor_required');
      }
      return { data: true };
    }),
  rememberPassword: publicProcedure
    .input(rememberPasswordInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await rememberPassword(ctx, input.email);
      return { ok: true as const };
    }),
  /** Sets a password from a reset or invitation link. */
  setPassword: publicProcedure
    .input(setPasswordInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await setPasswordWithLink(ctx.db, input.token, input.password);
      return { ok: true as const };
    }),
} satisfies TRPCRouterRecord;
