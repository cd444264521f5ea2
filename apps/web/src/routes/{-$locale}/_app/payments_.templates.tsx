import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { TemplatesPage } from '../../../features/payments/TemplatesPage';

export const Route = createFileRoute('/{-$locale}/_app/payments_/templates')({
  beforeLoad: requireAccess('Pagos'),
  component: TemplatesPage,
});
