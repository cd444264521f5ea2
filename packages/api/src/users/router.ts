import type { TRPCRouterRecord } from '@trpc/server';
import {
  beginTotpSetup,
  codeInput,
  confirmTotpSetup,
  meOutput,
  recordTwoFactorPassed,
  removeTotp,
  toMe,
} from '../auth';
import { okOutput } from '../shared/schemas';
import { protectedProcedure } from '../trpc';
import { changePassword, checkOwnPassword, enableSmsTwoFactor, updateDetails } from './profile';
import {
  changePasswordInput,
  passwordInput,
  recoveryCodesOutput,
  totpSetupOutput,
  updateDetailsInput,
} from './schemas';

const ok = { ok: true as const };

export const userRouter = {
  profile: protectedProcedure.output(meOutput).query(({ ctx }) => toMe(ctx.auth)),
  updateDetails: protectedProcedure
    .input(updateDetailsInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await updateDetails(ctx.db, ctx.auth, input, ctx);
      return ok;
    }),
  changePassword: protectedProcedure
    .input(changePasswordInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.db, ctx.auth, input, ctx);
      return ok;
    }),
  /** Turns two-factor on; this session counts as passed, so the person is not sent away. */
  enableSmsTwoFactor: protectedProcedure.output(okOutput).mutation(async ({ ctx }) => {
    await enableSmsTwoFactor(ctx.db, ctx.auth);
    await recordTwoFactorPassed(ctx);
    return ok;
  }),
  /** Starts authenticator setup: the QR code to scan and the secret to type instead. */
  beginTotp: protectedProcedure
    .output(totpSetupOutput)
    .mutation(({ ctx }) => beginTotpSetup(ctx.db, ctx.auth.user)),
  confirmTotp: protectedProcedure
    .input(codeInput)
    .output(recoveryCodesOutput)
    .mutation(async ({ ctx, input }) => {
      const recoveryCodes = await confirmTotpSetup(ctx.db, ctx.auth.user.id, input.code);
      await recordTwoFactorPassed(ctx);
      return { recoveryCodes };
    }),
  /** Back to SMS codes; asks for the password, since it weakens the account. */
  removeTotp: protectedProcedure
    .input(passwordInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await checkOwnPassword(ctx.db, ctx.auth.user, input.password, ctx);
      await removeTotp(ctx.db, ctx.auth.user.id);
      return ok;
    }),
} satisfies TRPCRouterRecord;
