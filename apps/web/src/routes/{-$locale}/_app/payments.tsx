import { ledgerStatuses, paymentDirections, paymentPartyKinds } from '@bolo/api/payments/public';
import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { PaymentsPage } from '../../../features/payments/PaymentsPage';
import { dayParam, oneOf, searchOf, textParam, wholeNumber } from '../../../lib/search-params';

/** The view's filters and page: a reload, a shared link and Back keep them (absent: open lines, page 1). */
const paymentsSearch = searchOf({
  status: oneOf(ledgerStatuses),
  direction: oneOf(paymentDirections),
  party: oneOf(paymentPartyKinds),
  from: dayParam,
  to: dayParam,
  search: textParam(100, { trimmed: true }),
  page: wholeNumber(1, 100_000),
  size: wholeNumber(1, 100),
});

export const Route = createFileRoute('/{-$locale}/_app/payments')({
  validateSearch: paymentsSearch,
  beforeLoad: requireAccess('Pagos'),
  component: PaymentsPage,
});
