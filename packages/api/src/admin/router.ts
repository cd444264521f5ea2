import type { TRPCRouterRecord } from '@trpc/server';
import { okOutput } from '../shared/schemas';
import { adminProcedure } from '../trpc';
import { listLoginLogs } from './logs';
import { createRole, deleteRole, listRoles, updateRole } from './roles';
import {
  adminUserListOutput,
  adminUserOutput,
  adminUserPageOutput,
  idInput,
  logListInput,
  logPageOutput,
  roleCreateInput,
  roleListOutput,
  roleOutput,
  roleUpdateInput,
  userByNameInput,
  userCreateInput,
  userListInput,
  userSetDisabledInput,
  userUpdateInput,
} from './schemas';
import {
  adminUsersByName,
  createAdminUser,
  findAdminUser,
  latestAdminUsers,
  listAdminUsers,
  resetUserTwoFactor,
  setUserDisabled,
  signOutUser,
  updateAdminUser,
} from './users';

const users = {
  list: adminProcedure
    .input(userListInput)
    .output(adminUserPageOutput)
    .query(({ ctx, input }) => listAdminUsers(ctx.db, input)),
  /** The legacy POST search: the list's filter from a body. */
  search: adminProcedure
    .input(userListInput)
    .output(adminUserPageOutput)
    .query(({ ctx, input }) => listAdminUsers(ctx.db, input)),
  find: adminProcedure
    .input(idInput)
    .output(adminUserOutput)
    .query(({ ctx, input }) => findAdminUser(ctx.db, input.id)),
  latest: adminProcedure.output(adminUserListOutput).query(({ ctx }) => latestAdminUsers(ctx.db)),
  byName: adminProcedure
    .input(userByNameInput)
    .output(adminUserListOutput)
    .query(({ ctx, input }) => adminUsersByName(ctx.db, input.name)),
  create: adminProcedure
    .input(userCreateInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) =>
      createAdminUser(ctx.db, input, { actor: ctx.auth.user, services: ctx.services, locale: ctx.locale }),
    ),
  update: adminProcedure
    .input(userUpdateInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => updateAdminUser(ctx.db, input, ctx.auth.user, ctx)),
  setDisabled: adminProcedure
    .input(userSetDisabledInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => setUserDisabled(ctx.db, input, ctx.auth.user)),
  /** Users are never removed (the sign-in log keeps naming them): delete disables. */
  delete: adminProcedure
    .input(idInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => setUserDisabled(ctx.db, { id: input.id, disabled: true }, ctx.auth.user)),
  resetTwoFactor: adminProcedure
    .input(idInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => resetUserTwoFactor(ctx.db, input.id)),
  signOut: adminProcedure
    .input(idInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => signOutUser(ctx.db, input.id)),
} satisfies TRPCRouterRecord;

const roles = {
  list: adminProcedure.output(roleListOutput).query(({ ctx }) => listRoles(ctx.db)),
  create: adminProcedure
    .input(roleCreateInput)
    .output(roleOutput)
    .mutation(({ ctx, input }) => createRole(ctx.db, input, ctx.auth.user)),
  update: adminProcedure
    .input(roleUpdateInput)
    .output(roleOutput)
    .mutation(({ ctx, input }) => updateRole(ctx.db, input, ctx.auth.user)),
  delete: adminProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteRole(ctx.db, input.id);
      return { ok: true as const };
    }),
} satisfies TRPCRouterRecord;

const logs = {
  list: adminProcedure
    .input(logListInput)
    .output(logPageOutput)
    .query(({ ctx, input }) => listLoginLogs(ctx.db, input)),
} satisfies TRPCRouterRecord;

/** Administration (ROLE_ADMIN with two-factor passed): users, roles and the sign-in log. */
export const adminRouter = { users, roles, logs } satisfies TRPCRouterRecord;
