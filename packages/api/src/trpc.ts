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
   * The access names the caller's role must hold past two-factor (`accessProcedure`; none for
   * `protectedProcedure`), known before the input is read.
   */
  access?: readonly AccessName[];
  /** Administrators only (`adminProcedure`). */
  admin?: boolean;
  /**
   * A JSON body smaller than the server's 1 MiB, and the refusal past it: the server refuses a body
   * that announces more before it reads a byte of it (`apps/server/src/body-policy.ts`).
   */
  maxBody?: { bytes: number; tooLarge: () => AppError };
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
function signedIn(ctx: Pick<Context, 'auth'>): Auth {
  if (!ctx.auth) throw new AppError('unauthorized');
  return ctx.auth;
}

/** The caller's session, past two-factor when the user has it on. */
function pastTwoFactor(ctx: Pick<Context, 'auth'>): Auth {
  const auth = signedIn(ctx);
  if (auth.user.faEnabled && !auth.session.twoFactorPassedAt) throw new AppError('two_factor_required');
  return auth;
}

// Each procedure kind checks in one middleware: every step of tRPC's chain copies the call's
// options and context, a cost the event list paid on each request (docs/decisions.md § The event
// list at bare speed).

/** Signed in, whether or not two-factor is passed yet: only for sign-out and the two-factor steps. */
export const signedInProcedure = procedure.use(({ ctx, next }) => next({ ctx: { auth: signedIn(ctx) } }));

/** Signed in, and past two-factor when the user has it on (no access name: `access: []`). */
export const protectedProcedure = procedure
  .meta({ access: [] })
  .use(({ ctx, next }) => next({ ctx: { auth: pastTwoFactor(ctx) } }));

/** The caller's session, past two-factor, whose role's access list names every one of `access`. */
function withAccess(ctx: Pick<Context, 'auth'>, access: readonly AccessName[]): Auth {
  const auth = pastTwoFactor(ctx);
  if (!access.every((name) => hasAccess(auth.user.role, name))) throw new AppError('forbidden');
  return auth;
}

/** The caller's session, past two-factor, of an administrator. */
function asAdmin(ctx: Pick<Context, 'auth'>): Auth {
  const auth = pastTwoFactor(ctx);
  if (auth.user.role.name !== ADMIN_ROLE) throw new AppError('forbidden');
  return auth;
}

/** Signed in, past two-factor, and the role's access list names every one of `access`. */
export const accessProcedure = (...access: [AccessName, ...AccessName[]]) =>
  procedure.meta({ access }).use(({ ctx, next }) => next({ ctx: { auth: withAccess(ctx, access) } }));

/** Administrators only (ROLE_ADMIN): users, roles and the sign-in log. */
export const adminProcedure = procedure
  .meta({ admin: true })
  .use(({ ctx, next }) => next({ ctx: { auth: asAdmin(ctx) } }));

/**
 * Refuses, with the error its middleware would throw, a caller the procedure of `meta` turns away
 * whatever the input: no session, or (by its meta) one not past two-factor, a role without its
 * access, not an administrator. The server asks before it reads a body; a procedure without meta
 * (`signedInProcedure`'s) needs a session.
 */
export function checkCaller(ctx: Pick<Context, 'auth'>, meta: ProcedureMeta | undefined): void {
  if (meta?.open) return;
  if (meta?.admin) asAdmin(ctx);
  else if (meta?.access) withAccess(ctx, meta.access);
  else signedIn(ctx);
}
