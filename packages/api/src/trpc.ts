import { initTRPC } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { ZodError, z } from 'zod';
import { type AccessName, ADMIN_ROLE, hasAccess } from './access';
import type { Context } from './context';
import { AppError, statusOf } from './shared/errors';
import { errorCodeOf, errorMessageOf, toTRPCError } from './trpc-errors';

/** What a procedure declares of itself: `open`, callable without a session (`publicProcedure`). */
export interface ProcedureMeta {
  open?: boolean;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error: thrown, ctx }) {
      // an AppError thrown outside a procedure (the server's createContext) reaches here wrapped
      const error = toTRPCError(thrown);
      const code = errorCodeOf(error);
      const issues = error.cause instanceof ZodError ? z.treeifyError(error.cause) : undefined;
      // tRPC's own status (405 for a wrong method …), but where tRPC sees only a server error the
      // catalogue knows better: a database that went away is 503, as on the REST paths
      const httpStatus =
        error.code === 'INTERNAL_SERVER_ERROR' && code !== 'server_error'
          ? statusOf(code)
          : getHTTPStatusCodeFromError(error);
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY[error.code],
        message: errorMessageOf(error, ctx?.locale ?? 'es'),
        data: { ...shape.data, httpStatus, stack: undefined, code, issues },
      };
    },
  });

/** Every procedure answers a service's AppError as the TRPCError of its catalogue status, its code kept. */
const procedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  return result.ok ? result : { ...result, error: toTRPCError(result.error) };
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Open to visitors. Keep this list short: the security test names every one, and the server reads
 * the body of a change without a session only when it goes to one of these (`openProcedures`).
 */
export const publicProcedure = procedure.meta({ open: true });

/** Signed in, whether or not two-factor is passed yet: only for sign-out and the two-factor steps. */
export const signedInProcedure = procedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new AppError('unauthorized');
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});

/** Signed in, and past two-factor when the user has it on. */
export const protectedProcedure = signedInProcedure.use(({ ctx, next }) => {
  if (ctx.auth.user.faEnabled && !ctx.auth.session.twoFactorPassedAt) {
    throw new AppError('two_factor_required');
  }
  return next();
});

/** Signed in, past two-factor, and the role's access list names every one of `access`. */
export const accessProcedure = (...access: [AccessName, ...AccessName[]]) =>
  protectedProcedure.use(({ ctx, next }) => {
    if (!access.every((name) => hasAccess(ctx.auth.user.role, name))) throw new AppError('forbidden');
    return next();
  });

/** Administrators only (ROLE_ADMIN): users, roles and the sign-in log. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.auth.user.role.name !== ADMIN_ROLE) throw new AppError('forbidden');
  return next();
});
