import { createFileRoute, redirect } from '@tanstack/react-router';
import { EventList } from '../../../features/events/EventList';
import {
  eventListSearchSchema,
  savedSearchToRestore,
  toListInput,
} from '../../../features/events/list-search';

export const Route = createFileRoute('/{-$locale}/_app/')({
  validateSearch: eventListSearchSchema,
  beforeLoad: ({ search, params }) => {
    const saved = savedSearchToRestore(search);
    if (saved) throw redirect({ to: '/{-$locale}', params, search: saved, replace: true });
  },
  loaderDeps: ({ search }) => toListInput(search),
  // a failed load is shown by the list itself (error state), not by the error page
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.events.list.queryOptions(deps)).catch(() => undefined),
  component: EventList,
});
