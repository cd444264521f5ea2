import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireAccess } from '../../../../features/auth/guard';
import { EventEditorPage } from '../../../../features/events/editor/EventEditorPage';
import { editorTabKeys } from '../../../../features/events/editor/tabs';
import { oneOf, searchOf } from '../../../../lib/search-params';

const parseSearch = searchOf({ tab: oneOf(editorTabKeys) });

export const Route = createFileRoute('/{-$locale}/_app/event/{-$id}')({
  validateSearch: parseSearch,
  beforeLoad: (args) => {
    requireAccess('InfoGeneral')(args);
    if (args.params.id !== undefined && !isEventId(args.params.id)) throw notFound();
  },
  // the event asked for as soon as the session is known, not once the page has rendered; not
  // awaited: the page shows its header and tabs as it comes, and a failed read itself
  loader: ({ context: { queryClient, trpc }, params }) => {
    if (params.id !== undefined)
      void queryClient.prefetchQuery({
        ...trpc.events.find.queryOptions({ id: Number(params.id) }),
        meta: { errorDisplay: 'silent' },
      });
  },
  component: EventPage,
});

/** `/event` alone (the form of a new event, also at /createevent): its code only when opened. */
const EventCreatePage = lazy(() =>
  import('../../../../features/events/editor/EventCreatePage').then((module) => ({
    default: module.EventCreatePage,
  })),
);

const isEventId = (id: string) => /^[1-9]\d{0,9}$/.test(id);

/** `/event` creates an event, `/event/{id}` edits one: the two modes never share a form. */
function EventPage() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (id === undefined) return <EventCreatePage />;
  const eventId = Number(id);
  return (
    <EventEditorPage
      key={eventId}
      eventId={eventId}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
