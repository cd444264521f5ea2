import { bodyWithEventId, firstFile, fromBody, fromParams, fromQuery, type RestRoute } from '../rest';

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
  {
    method: 'POST',
    path: `${path}/:id/justificante`,
    procedure: 'payments.attachReceipt',
    multipart: {
      input: (form, req) => ({ id: req.params.id, name: form.files[0]?.filename, file: firstFile(form) }),
      maxFiles: 1,
    },
  },
  {
    method: 'GET',
    path: `${path}/:id/justificante`,
    procedure: 'payments.receipt',
    input: fromParams,
    file: { cacheControl: 'no-store', disposition: 'attachment' },
  },
];
