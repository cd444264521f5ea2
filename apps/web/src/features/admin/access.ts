import { type AccessName, ADMIN_ROLE, accessNames, hasAccess, type RoleAccess } from '@bolo/api/access';

export { ADMIN_ROLE, accessNames } from '@bolo/api/access';

/** Whether a role's stored access entry is one of today's names (a label is known for it). */
export const isAccessName = (name: string): name is AccessName =>
  (accessNames as readonly string[]).includes(name);

/** What the page and component guards need: an access name, or the administrator role itself. */
export type Requirement = AccessName | typeof ADMIN_ROLE;

/** ROLE_ADMIN sees everything; other roles need the name in their access list. */
export function roleAllows(role: RoleAccess | undefined | null, requirement: Requirement): boolean {
  if (!role) return false;
  return requirement === ADMIN_ROLE ? role.name === ADMIN_ROLE : hasAccess(role, requirement);
}
