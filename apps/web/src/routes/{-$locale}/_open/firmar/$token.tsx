import { createFileRoute } from '@tanstack/react-router';
import { SigningPage } from '../../../../features/events/signing/SigningPage';
import { loadAllMessages, localeOfParam } from '../../../../i18n';

/** A contract's signing page (issue 31), opened from its link without signing in, as the counterparty form. */
export const Route = createFileRoute('/{-$locale}/_open/firmar/$token')({
  // the page's messages are the staff pages' (the event's parts), not the sign-in's
  beforeLoad: ({ params }) => loadAllMessages(localeOfParam(params.locale)),
  component: function Firmar() {
    const { token } = Route.useParams();
    return <SigningPage token={token} />;
  },
});
