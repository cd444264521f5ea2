import { createFileRoute, redirect } from '@tanstack/react-router';
import { EventList } from '../../../features/events/EventList';
import {
  parseEventListSearch,
  savedSearchToRestore,
  toListInput,
} from '../../../features/events/list-search';

export const Route = createFileRoute('/{-$locale}/_app/')({
  validateSearch: parseEventListSearch,
  // the saved search is for coming back to the list, never over a change made on it (a clear)
  beforeLoad: ({ search, params, context, cause }) => {
    if (cause !== 'enter') return;
    const saved = savedSearchToRestore(context.me.id, search);
    if (saved) throw redirect({ to: '/{-$locale}', params, search: saved, replace: true });
  },
  loaderDeps: ({ search }) => ({ input: search.view === 'deleted' ? null : toListInput(search) }),
  // a failed load is shown by the list itself (error state), not by the error page
  loader: ({ context: { queryClient, trpc }, deps }) =>
    deps.input
      ? queryClient.ensureQueryData(trpc.events.list.queryOptions(deps.input)).catch(() => undefined)
      : undefined,
  component: EventList,
});
