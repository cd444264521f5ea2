import type { RestRoute } from '../rest';

const p = (name: string) => `invoices.${name}`;

/** The invoices' files for the browser to open or save: an invoice's PDF, an issuer's records as XML. */
export const invoicesRest: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/facturas/:id/pdf',
    procedure: p('pdf'),
    input: (req) => ({ id: req.params.id }),
    file: { cacheControl: 'no-store' },
  },
  {
    method: 'GET',
    path: '/api/verifactu/:nif/registros.xml',
    procedure: p('exportRecords'),
    input: (req) => ({ issuerNif: req.params.nif, fromId: req.query.from, toId: req.query.to }),
    file: { cacheControl: 'no-store', disposition: 'attachment' },
  },
];
