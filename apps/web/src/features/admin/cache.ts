import { queryClient, trpc } from '../../trpc';

/** After a change to users: the lists (and the roles' user counts) are read again. */
export const refreshAdminUsers = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.admin.roles.list.queryKey() }),
  ]);

/** After a change to roles: the role list and the users (who show their role's name). */
export const refreshAdminRoles = refreshAdminUsers;
