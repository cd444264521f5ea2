/**
 * The days a production time may fall on, counted from the show's (issue 28): two days before
 * (an arrival up to 48 hours ahead) to two days after (a day-long show, then its backstage). A
 * module without imports, so the web app offers the same days.
 */
export const dayOffsets = [-2, -1, 0, 1, 2] as const;
export type DayOffset = (typeof dayOffsets)[number];
export const MAX_DAY_OFFSET = 2;
