import { type InvoiceStatus, invoiceStatuses, paymentMethods } from '@bolo/api/invoices/public';
import { Badge } from '@mantine/core';
import { useT } from '../../i18n';

export { invoiceStatuses, paymentMethods };

const statusColors: Record<InvoiceStatus, string> = { draft: 'gray', issued: 'teal', voided: 'red' };

/** An invoice's state, in words and colour. */
export function StatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useT();
  return (
    <Badge color={statusColors[status]} variant="light">
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}
