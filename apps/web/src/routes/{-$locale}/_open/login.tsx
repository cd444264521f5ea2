import { createFileRoute } from '@tanstack/react-router';
import { loginGate } from '../../../features/auth/gates';
import { LoginPage } from '../../../features/auth/LoginPage';
import { searchOf, tokenParam } from '../../../lib/search-params';

// `setPassword` comes from a mailed reset or invitation link
const parseSearch = searchOf({ setPassword: tokenParam });

export const Route = createFileRoute('/{-$locale}/_open/login')({
  validateSearch: parseSearch,
  beforeLoad: ({ params }) => loginGate(params.locale),
  component: LoginPage,
});
