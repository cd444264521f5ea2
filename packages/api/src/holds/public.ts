/** What the browser may use of holds: the limits its forms offer, no server code. */

/** Hours a challenged holder has to confirm, unless the challenge says otherwise (issue 21). */
export const DEFAULT_CHALLENGE_HOURS = 48;
/** The longest a challenge may give: 14 days. */
export const MAX_CHALLENGE_HOURS = 336;
