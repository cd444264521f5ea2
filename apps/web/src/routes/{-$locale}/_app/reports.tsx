import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { ReportsPage } from '../../../features/reports/ReportsPage';
import { reportSearchSchema } from '../../../features/reports/report-filter';

export const Route = createFileRoute('/{-$locale}/_app/reports')({
  validateSearch: reportSearchSchema,
  beforeLoad: requireAccess('Informes'),
  component: ReportsPage,
});
