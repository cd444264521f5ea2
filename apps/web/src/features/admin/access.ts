import { type AccessName, ADMIN_ROLE, hasAccess, type RoleAccess } from '@bolo/api/access';

export { ADMIN_ROLE, accessNames } from '@bolo/api/access';

/** What the page and component guards need: an access name, or the administrator role itself. */
export type Requirement = AccessName | typeof ADMIN_ROLE;

/** ROLE_ADMIN sees everything; other roles need the name in their access list. */
export function roleAllows(role: RoleAccess | undefined | null, requirement: Requirement): boolean {
  if (!role) return false;
  return requirement === ADMIN_ROLE ? role.name === ADMIN_ROLE : hasAccess(role, requirement);
}
