import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AdministrationPage } from '../../../features/admin/AdministrationPage';
import { requireAccess } from '../../../features/auth/guard';

export const Route = createFileRoute('/{-$locale}/_app/administrations')({
  validateSearch: z.object({ tab: z.enum(['users', 'roles', 'logs', 'phases']).optional().catch(undefined) }),
  beforeLoad: requireAccess('ROLE_ADMIN'),
  component: AdministrationPage,
});
