import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireAccess } from '../../../../features/auth/guard';
import { InvoicePage } from '../../../../features/invoices/InvoicePage';

export const Route = createFileRoute('/{-$locale}/_app/invoice/$id')({
  beforeLoad: (args) => {
    requireAccess('Facturas')(args);
    if (!/^[1-9]\d{0,9}$/.test(args.params.id)) throw notFound();
  },
  // a failed read is shown by the page itself
  loader: ({ context: { queryClient, trpc }, params }) =>
    queryClient
      .ensureQueryData(trpc.invoices.find.queryOptions({ id: Number(params.id) }))
      .catch(() => undefined),
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  return <InvoicePage key={id} invoiceId={Number(id)} />;
}
