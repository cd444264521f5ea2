/** What the browser may use of holds: the limits its forms offer and who may change a hold, no server code. */
import { hasAccess, type RoleAccess } from '../access';

/** Hours a challenged holder has to confirm, unless the challenge says otherwise (issue 21). */
export const DEFAULT_CHALLENGE_HOURS = 48;
/** The longest a challenge may give: 14 days. */
export const MAX_CHALLENGE_HOURS = 336;
/** How far from now a hold may expire unless `HOLDS_MAX_DAYS` says otherwise (issue 26). */
export const DEFAULT_HOLDS_MAX_DAYS = 90;

/**
 * Whether `user` may release, edit, extend or confirm `hold`: its owner, or a role with
 * `HoldsAdmin` (the administrator's has every access). A hold whose owner was deleted is the
 * HoldsAdmin's only.
 */
export const mayChangeHold = (
  user: { id: number; role: RoleAccess },
  hold: { ownerId: number | null },
): boolean => hold.ownerId === user.id || hasAccess(user.role, 'HoldsAdmin');
