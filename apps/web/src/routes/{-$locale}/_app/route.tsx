import { createFileRoute } from '@tanstack/react-router';
import { staffGate } from '../../../features/auth/gates';
import { StaffShell } from '../../../features/layout/StaffShell';

/** Signed-in pages: gates auth → two-factor → locale, then the staff layout. */
export const Route = createFileRoute('/{-$locale}/_app')({
  beforeLoad: ({ params, location }) => staffGate(params.locale, location.pathname),
  component: StaffShell,
});
