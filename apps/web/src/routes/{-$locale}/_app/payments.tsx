import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { PaymentsPage } from '../../../features/payments/PaymentsPage';

export const Route = createFileRoute('/{-$locale}/_app/payments')({
  beforeLoad: requireAccess('Pagos'),
  component: PaymentsPage,
});
