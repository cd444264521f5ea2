import { queryClient, trpc } from '../../../trpc';
import type { EventRead } from './general-values';

const findOptions = (id: number) => trpc.events.find.queryOptions({ id });

/** The event as a write answered it: every tab and the header show it without asking again. */
export const storeEvent = (event: EventRead): void => {
  queryClient.setQueryData(findOptions(event.id).queryKey, event);
};

/** Changes part of the stored event (a party saved). */
export const patchEvent = (id: number, patch: Partial<EventRead>): void => {
  queryClient.setQueryData(findOptions(id).queryKey, (event) => (event ? { ...event, ...patch } : event));
};

/** The latest saved event, never a cached one (after a version conflict). */
export const fetchLatestEvent = (id: number): Promise<EventRead> =>
  queryClient.fetchQuery({ ...findOptions(id), staleTime: 0 });

/** After a change that the lists and the name check show (created, saved, duplicated, deleted, restored). */
export const refreshEventLists = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.events.list.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.events.deleted.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.events.checkName.queryKey() }),
  ]);
