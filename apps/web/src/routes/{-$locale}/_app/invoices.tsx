import { invoiceStatuses } from '@bolo/api/invoices/public';
import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { InvoicesPage } from '../../../features/invoices/InvoicesPage';
import { oneOf, searchOf, textParam, wholeNumber } from '../../../lib/search-params';

const invoicesSearch = searchOf({
  status: oneOf(invoiceStatuses),
  year: wholeNumber(2000, 2100),
  text: textParam(100, { trimmed: true }),
  page: wholeNumber(1, 100_000),
  size: wholeNumber(1, 100),
});

export const Route = createFileRoute('/{-$locale}/_app/invoices')({
  validateSearch: invoicesSearch,
  beforeLoad: requireAccess('Facturas'),
  component: InvoicesPage,
});
