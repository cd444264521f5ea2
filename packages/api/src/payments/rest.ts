import { bodyWithEventId, fromBody, fromQuery, type RestRoute } from '../rest';

const path = '/api/pagos';

/** `/api/pagos`: the receivables and payables view and its export, an event's schedule, a payment. */
export const paymentsRest: RestRoute[] = [
  { method: 'GET', path, procedure: 'payments.ledger', input: fromQuery },
  {
    method: 'GET',
    path: `${path}/export`,
    procedure: 'payments.export',
    input: fromQuery,
    file: { cacheControl: 'no-store', disposition: 'attachment' },
  },
  {
    method: 'GET',
    path: '/api/evento/:id/pagos',
    procedure: 'payments.schedule',
    input: (req) => ({ eventId: req.params.id }),
  },
  {
    method: 'POST',
    path: '/api/evento/:id/pagos/calendario',
    procedure: 'payments.makeSchedule',
    input: bodyWithEventId,
  },
  { method: 'POST', path, procedure: 'payments.record', status: 201, input: fromBody },
];
