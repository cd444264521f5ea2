import { createFileRoute } from '@tanstack/react-router';
import { CounterpartyPage } from '../../../../features/events/counterparty/CounterpartyPage';

/** The counterparty's own form, opened from a hash link without signing in (spec §2, §4: no two-factor gate). */
export const Route = createFileRoute('/{-$locale}/_open/altainfo/{-$hash}')({
  component: function AltaInfo() {
    const { hash } = Route.useParams();
    return <CounterpartyPage token={hash ?? ''} />;
  },
});
