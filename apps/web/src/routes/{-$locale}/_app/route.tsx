import { createFileRoute } from '@tanstack/react-router';
import { staffGate } from '../../../features/auth/gates';
import { StaffShell } from '../../../features/layout/StaffShell';

/** Signed-in pages: gates auth → two-factor, then the staff layout. */
export const Route = createFileRoute('/{-$locale}/_app')({
  beforeLoad: ({ params }) => staffGate(params.locale),
  component: StaffShell,
});
