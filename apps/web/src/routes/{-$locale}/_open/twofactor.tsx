import { createFileRoute } from '@tanstack/react-router';
import { twoFactorGate } from '../../../features/auth/gates';
import { TwoFactorPage } from '../../../features/auth/TwoFactorPage';

export const Route = createFileRoute('/{-$locale}/_open/twofactor')({
  beforeLoad: ({ params }) => twoFactorGate(params.locale),
  component: TwoFactorPage,
});
