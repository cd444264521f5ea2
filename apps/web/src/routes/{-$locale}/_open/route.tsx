import { createFileRoute, Outlet } from '@tanstack/react-router';
import { openGate } from '../../../features/auth/gates';
import { PublicShell } from '../../../features/layout/PublicShell';

/** Pages a visitor may open: login, two-factor, the counterparty form. */
export const Route = createFileRoute('/{-$locale}/_open')({
  beforeLoad: ({ params }) => openGate(params.locale),
  component: () => (
    <PublicShell>
      <Outlet />
    </PublicShell>
  ),
});
