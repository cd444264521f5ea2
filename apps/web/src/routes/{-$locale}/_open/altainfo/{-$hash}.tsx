import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../features/layout/ComingSoon';

/** The counterparty's own form, opened from a hash link without signing in. */
export const Route = createFileRoute('/{-$locale}/_open/altainfo/{-$hash}')({
  component: () => <ComingSoon page="altainfo" withHomeLink={false} />,
});
