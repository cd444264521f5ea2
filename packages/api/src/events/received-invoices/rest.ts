import { bodyWithEventId, type RestRoute } from '../../rest';

const factura = '/api/evento/:id/liquidacion/factura-artista';
const p = (name: string) => `receivedInvoices.${name}`;
const eventOf = (req: { params: Record<string, string | undefined> }) => ({ eventId: req.params.id });

/** The artist's invoice of an event's settlement (issue 30); its file as a form with one file. */
export const receivedInvoicesRest: RestRoute[] = [
  { method: 'GET', path: factura, procedure: p('get'), input: eventOf },
  { method: 'PUT', path: factura, procedure: p('save'), input: bodyWithEventId },
  {
    method: 'POST',
    path: `${factura}/fichero`,
    procedure: p('upload'),
    input: bodyWithEventId,
    multipart: {
      input: (form, req) => {
        const file = form.files[0];
        return { eventId: req.params.id, file: file?.bytes, name: file?.filename || undefined };
      },
      maxFiles: 1,
    },
  },
  {
    method: 'GET',
    path: `${factura}/fichero`,
    procedure: p('file'),
    input: eventOf,
    file: { cacheControl: 'private, no-store', disposition: 'attachment' },
  },
];
