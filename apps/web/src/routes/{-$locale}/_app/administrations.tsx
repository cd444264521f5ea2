import { createFileRoute } from '@tanstack/react-router';
import { AdministrationPage } from '../../../features/admin/AdministrationPage';
import { adminTabs } from '../../../features/admin/types';
import { requireAccess } from '../../../features/auth/guard';
import { oneOf, searchOf } from '../../../lib/search-params';

const parseSearch = searchOf({ tab: oneOf(adminTabs) });

export const Route = createFileRoute('/{-$locale}/_app/administrations')({
  validateSearch: parseSearch,
  beforeLoad: requireAccess('ROLE_ADMIN'),
  component: AdministrationPage,
});
