/**
 * The enumerated values of an event's advance (issue 32), in a module without imports so the web
 * app words the same kinds, roles, sections and states.
 */
export const scheduleKinds = [
  'get_in',
  'soundcheck',
  'doors',
  'support',
  'set',
  'curfew',
  'get_out',
  'travel',
  'hotel_check_in',
  'meal',
  'press',
  'custom',
] as const;
export type ScheduleKind = (typeof scheduleKinds)[number];

export const advanceContactRoles = [
  'promoter_rep',
  'production_manager',
  'tour_manager',
  'hall_technician',
  'security',
  'runner',
  'other',
] as const;
export type AdvanceContactRole = (typeof advanceContactRoles)[number];

export const advanceSections = [
  'technical',
  'hospitality',
  'logistics',
  'guest_list',
  'merchandise',
] as const;
export type AdvanceSection = (typeof advanceSections)[number];

export const advanceStates = ['pending', 'asked', 'confirmed', 'not_needed'] as const;
export type AdvanceState = (typeof advanceStates)[number];

/** How many days before or after the show's day the schedule reaches (a festival, a residency). */
export const MAX_SCHEDULE_DAY = 14;

/** What a counterparty's link may propose for the advance (issue 32), each accepted or rejected by staff. */
export const advanceChangeKinds = ['confirm_schedule', 'file', 'travelling_party', 'guest_list'] as const;
export type AdvanceChangeKind = (typeof advanceChangeKinds)[number];

/** The roles a travelling party's member is given among the day's contacts. */
export const travellingRoles = ['tour_manager', 'other'] as const satisfies readonly AdvanceContactRole[];
