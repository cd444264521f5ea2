import type { AppRouter } from '@bolo/api';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { z } from 'zod';

export type EventListInput = inferRouterInputs<AppRouter>['events']['list'];
export type EventListOutput = inferRouterOutputs<AppRouter>['events']['list'];
export type EventSortField = NonNullable<EventListInput['sort']>;

export const eventSortFields = [
  'date',
  'name',
  'eventType',
  'fase',
  'location',
  'status',
] as const satisfies readonly EventSortField[];

export const pageSizes = [20, 50, 100] as const;

export const listDefaults = { page: 1, size: 20, sort: 'date', order: 'desc' } as const;

/**
 * The list's URL search params. Every field is optional (absent = the default) and a bad value is dropped,
 * so a hand-edited address never breaks the page.
 */
export const eventListSearchSchema = z.object({
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
  size: z
    .union([z.literal(20), z.literal(50), z.literal(100)])
    .optional()
    .catch(undefined),
  sort: z.enum(eventSortFields).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
  q: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().slice(0, 100) || undefined)
    .optional()
    .catch(undefined),
});
export type EventListSearch = z.infer<typeof eventListSearchSchema>;

/** The API input for a search: the defaults filled in. */
export const toListInput = (search: EventListSearch) => ({
  page: search.page ?? listDefaults.page,
  size: search.size ?? listDefaults.size,
  sort: search.sort ?? listDefaults.sort,
  order: search.order ?? listDefaults.order,
  ...(search.q ? { q: search.q } : {}),
});

const isEmpty = (search: EventListSearch) => Object.values(search).every((value) => value === undefined);

/** Saved list filters and sort (spec §3, UI state): restored when the list opens without any. */
const SAVED_SEARCH_KEY = 'bolo.eventList.search';

export function saveEventListSearch(search: EventListSearch): void {
  if (isEmpty(search)) localStorage.removeItem(SAVED_SEARCH_KEY);
  else localStorage.setItem(SAVED_SEARCH_KEY, JSON.stringify(search));
}

export function clearSavedEventListSearch(): void {
  localStorage.removeItem(SAVED_SEARCH_KEY);
}

/** The saved search to restore when the list is opened bare, or undefined. */
export function savedSearchToRestore(current: EventListSearch): EventListSearch | undefined {
  if (!isEmpty(current)) return undefined;
  const raw = localStorage.getItem(SAVED_SEARCH_KEY);
  if (!raw) return undefined;
  try {
    const saved = eventListSearchSchema.parse(JSON.parse(raw));
    return isEmpty(saved) ? undefined : saved;
  } catch {
    localStorage.removeItem(SAVED_SEARCH_KEY);
    return undefined;
  }
}
