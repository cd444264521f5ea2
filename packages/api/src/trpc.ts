import { initTRPC } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { ZodError, z } from 'zod';
import { type AccessName, ADMIN_ROLE, hasAccess } from './access';
import type { Context } from './context';
import { AppError, statusOf } from './shared/errors';
import { errorCodeOf, errorMessageOf, toTRPCError } from './trpc-errors';

/** What a procedure declares of itself. */
export interface ProcedureMeta {
  /** Callable without a session (`publicProcedure`). */
  open?: boolean;
  /**
   * The answer's schema on a hot read that declares it here instead of `.output()`: documented,
   * not parsed on each call. Only for a query that selects exactly the schema's columns, whose
   * resolver is typed with the schema's output; zod's parse of a 50-row page cost the event list
   * a fifth of its throughput (docs/decisions.md § The event list at bare speed).
   */
  output?: z.ZodType;
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

type Auth = NonNullable<Context['auth']>;

/** The caller's session, else `unauthorized`. */
function signedIn(ctx: Context): Auth {
  if (!ctx.auth) throw new AppError('unauthorized');
  return ctx.auth;
}

/** The caller's session, past two-factor when the user has it on. */
function pastTwoFactor(ctx: Context): Auth {
  const auth = signedIn(ctx);
  if (auth.user.faEnabled && !auth.session.twoFactorPassedAt) throw new AppError('two_factor_required');
  return auth;
}

// Each procedure kind checks in one middleware: every step of tRPC's chain copies the call's
// options and context, a cost the event list paid on each request (docs/decisions.md § The event
// list at bare speed).

/** Signed in, whether or not two-factor is passed yet: only for sign-out and the two-factor steps. */
export const signedInProcedure = procedure.use(({ ctx, next }) => next({ ctx: { auth: signedIn(ctx) } }));

/** Signed in, and past two-factor when the user has it on. */
export const protectedProcedure = procedure.use(({ ctx, next }) =>
  next({ ctx: { auth: pastTwoFactor(ctx) } }),
);

/** Signed in, past two-factor, and the role's access list names every one of `access`. */
export const accessProcedure = (...access: [AccessName, ...AccessName[]]) =>
  procedure.use(({ ctx, next }) => {
    const auth = pastTwoFactor(ctx);
    if (!access.every((name) => hasAccess(auth.user.role, name))) throw new AppError('forbidden');
    return next({ ctx: { auth } });
  });

/** Administrators only (ROLE_ADMIN): users, roles and the sign-in log. */
export const adminProcedure = procedure.use(({ ctx, next }) => {
  const auth = pastTwoFactor(ctx);
  if (auth.user.role.name !== ADMIN_ROLE) throw new AppError('forbidden');
  return next({ ctx: { auth } });
});
