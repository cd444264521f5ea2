import type { AppRouter } from '@bolo/api';
import { eventListSorts, eventStatuses } from '@bolo/api/events/public';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { dayParam, idParam, oneOf, searchOf, wholeNumber } from '../../lib/search-params';

export type EventListInput = inferRouterInputs<AppRouter>['events']['list'];
export type EventListOutput = inferRouterOutputs<AppRouter>['events']['list'];
type EventType = NonNullable<EventListInput['eventType']>;
type Fase = NonNullable<EventListInput['fase']>;

// Every value the server takes (the type refuses a missing or a wrong one), to drop any other from the URL.
export const eventTypeNames = Object.keys({
  Promotores: true,
  Managers: true,
  Bookers: true,
  Sala: true,
  Productores: true,
} satisfies Record<EventType, true>) as [EventType, ...EventType[]];
export const phaseNames = Object.keys({
  Creacion: true,
  Negociacion: true,
  Contratacion: true,
  Produccion: true,
  Comunicacion: true,
  Celebrado: true,
  Liquidado: true,
} satisfies Record<Fase, true>) as [Fase, ...Fase[]];

/** The list opens on the next shows: from today on, the nearest first, then the past ones (the server's `upcoming`). */
export const listDefaults = { page: 1, size: 20, sort: 'upcoming', order: 'asc' } as const;

/** A paged table's page, and its size among those the table offers. */
export const pageParam = wholeNumber(1, 100_000);
export const sizeParam = oneOf([20, 50, 100]);

/** The list's text search: trimmed, at most 100 characters, none when empty (a number typed alone is text). */
const textSearch = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value).trim().slice(0, 100) || undefined
    : undefined;

/** Every field of the list's URL search params (see parseEventListSearch). */
const readSearch = searchOf({
  page: pageParam,
  size: sizeParam,
  sort: oneOf(eventListSorts),
  order: oneOf(['asc', 'desc']),
  q: textSearch,
  from: dayParam,
  to: dayParam,
  eventType: oneOf(eventTypeNames),
  fase: oneOf(phaseNames),
  status: oneOf(eventStatuses),
  calendarId: idParam,
  empresaId: idParam,
  /** Only the events the signed-in user created. */
  mine: oneOf([true]),
  /** The deleted events instead of the list. */
  view: oneOf(['deleted']),
});
export type EventListSearch = ReturnType<typeof readSearch>;

/**
 * The list's URL search params. Every field is optional (absent = the default) and a bad value is dropped,
 * so a hand-edited address never breaks the page; a date range given backwards is turned round.
 */
export function parseEventListSearch(params: Record<string, unknown>): EventListSearch {
  const search = readSearch(params);
  return search.from && search.to && search.to < search.from
    ? { ...search, from: search.to, to: search.from }
    : search;
}

/** The search params that narrow the list (the rest sort, page or switch the view). */
export const filterFields = [
  'q',
  'from',
  'to',
  'eventType',
  'fase',
  'status',
  'calendarId',
  'empresaId',
  'mine',
] as const satisfies readonly (keyof EventListSearch)[];

/** How many filters are in use; a date range counts once. */
export const activeFilterCount = (search: EventListSearch): number =>
  filterFields.filter((field) => field !== 'to' && search[field] !== undefined).length +
  (search.to !== undefined && search.from === undefined ? 1 : 0);

/** The search without any filter: the sort and page size stay. */
export const withoutFilters = (search: EventListSearch): EventListSearch =>
  Object.fromEntries(
    Object.entries(search).filter(([field]) => !(filterFields as readonly string[]).includes(field)),
  );

/** The API input for a search: the defaults filled in, the filters as they are. */
export function toListInput(search: EventListSearch) {
  const { page, size, sort, order, view: _view, ...filters } = search;
  return {
    page: page ?? listDefaults.page,
    size: size ?? listDefaults.size,
    sort: sort ?? listDefaults.sort,
    order: order ?? listDefaults.order,
    ...filters,
  };
}

const isEmpty = (search: EventListSearch) => Object.values(search).every((value) => value === undefined);

/**
 * Saved list filters and sort (spec §3, UI state), one set per user so that two people sharing a
 * browser do not get each other's; restored when one comes to the list without any.
 */
export const savedSearchKey = (userId: number) => `bolo.eventList.search.${userId}`;

type SearchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What is worth keeping of a search: not the page one was on, nor the deleted view. */
const toSave = ({ page: _page, view: _view, ...kept }: EventListSearch): EventListSearch => kept;

export function saveEventListSearch(
  userId: number,
  search: EventListSearch,
  storage: SearchStorage = localStorage,
) {
  const kept = toSave(search);
  if (isEmpty(kept)) storage.removeItem(savedSearchKey(userId));
  else storage.setItem(savedSearchKey(userId), JSON.stringify(kept));
}

export function clearSavedEventListSearch(userId: number, storage: SearchStorage = localStorage): void {
  storage.removeItem(savedSearchKey(userId));
}

/** The saved search to restore when the list is entered bare, or undefined. */
export function savedSearchToRestore(
  userId: number,
  current: EventListSearch,
  storage: SearchStorage = localStorage,
): EventListSearch | undefined {
  if (!isEmpty(current)) return undefined;
  const raw = storage.getItem(savedSearchKey(userId));
  if (!raw) return undefined;
  try {
    const saved = toSave(parseEventListSearch(JSON.parse(raw)));
    return isEmpty(saved) ? undefined : saved;
  } catch {
    storage.removeItem(savedSearchKey(userId));
    return undefined;
  }
}
