/**
 * The fixed choices of the events API that the web app offers as well: the list's sort fields and
 * the parts duplicate-with may copy. A pure module, safe in the browser.
 */

/** What the event list may be sorted by. */
export const eventSortFields = [
  'date',
  'name',
  'artistName',
  'hallName',
  'city',
  'eventType',
  'fase',
  'location',
  'status',
] as const;
export type EventSortField = (typeof eventSortFields)[number];

/**
 * The list's orders: by a column, or `upcoming`, by the next date: the shows from today on, the
 * nearest first, then the past ones, the latest first (what the web list opens on).
 */
export const eventListSorts = ['upcoming', ...eventSortFields] as const;
export type EventListSort = (typeof eventListSorts)[number];

/** The parts duplicate-with may copy besides the general info, in the order of the event's tabs. */
export const duplicableParts = [
  'entradas',
  'channelTickets',
  'calendars',
  'parties',
  'hiring',
  'production',
] as const;
export type DuplicablePart = (typeof duplicableParts)[number];
