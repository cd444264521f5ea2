import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { loginGate } from '../../../features/auth/gates';
import { LoginPage } from '../../../features/auth/LoginPage';

export const Route = createFileRoute('/{-$locale}/_open/login')({
  // `setPassword` comes from a mailed reset or invitation link
  validateSearch: z.object({
    setPassword: z.string().trim().min(1).max(100).optional().catch(undefined),
  }),
  beforeLoad: ({ params }) => loginGate(params.locale),
  component: LoginPage,
});
