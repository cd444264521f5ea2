import { createFileRoute } from '@tanstack/react-router';
import { CounterpartyPage } from '../../../../features/events/counterparty/CounterpartyPage';
import { loadAllMessages, localeOfParam } from '../../../../i18n';

/** The counterparty's own form, opened from a hash link without signing in (spec §2, §4: no two-factor gate). */
export const Route = createFileRoute('/{-$locale}/_open/altainfo/{-$hash}')({
  // the form's messages are the staff pages' (the event's parts), not the sign-in's
  beforeLoad: ({ params }) => loadAllMessages(localeOfParam(params.locale)),
  component: function AltaInfo() {
    const { hash } = Route.useParams();
    return <CounterpartyPage token={hash ?? ''} />;
  },
});
