import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { ReportsPage } from '../../../features/reports/ReportsPage';
import { parseReportSearch } from '../../../features/reports/report-filter';

export const Route = createFileRoute('/{-$locale}/_app/reports')({
  validateSearch: parseReportSearch,
  beforeLoad: requireAccess('Informes'),
  component: ReportsPage,
});
