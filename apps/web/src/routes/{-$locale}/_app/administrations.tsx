import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AdministrationPage } from '../../../features/admin/AdministrationPage';
import { adminTabs } from '../../../features/admin/types';
import { requireAccess } from '../../../features/auth/guard';

export const Route = createFileRoute('/{-$locale}/_app/administrations')({
  validateSearch: z.object({ tab: z.enum(adminTabs).optional().catch(undefined) }),
  beforeLoad: requireAccess('ROLE_ADMIN'),
  component: AdministrationPage,
});
