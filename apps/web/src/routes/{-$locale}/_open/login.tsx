import { createFileRoute } from '@tanstack/react-router';
import { loginGate } from '../../../features/auth/gates';
import { LoginPage } from '../../../features/auth/LoginPage';

export const Route = createFileRoute('/{-$locale}/_open/login')({
  beforeLoad: ({ params }) => loginGate(params.locale),
  component: LoginPage,
});
