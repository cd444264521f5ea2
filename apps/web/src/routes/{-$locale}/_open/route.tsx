import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicShell } from '../../../features/layout/PublicShell';

/** Pages a visitor may open: login, two-factor, the counterparty form, a contract's signing. */
export const Route = createFileRoute('/{-$locale}/_open')({
  component: () => (
    <PublicShell>
      <Outlet />
    </PublicShell>
  ),
});
