import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { ReportsPage } from '../../../features/reports/ReportsPage';

export const Route = createFileRoute('/{-$locale}/_app/reports')({
  beforeLoad: requireAccess('Informes'),
  component: ReportsPage,
});
