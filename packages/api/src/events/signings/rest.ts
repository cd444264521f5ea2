import { bodyWithEventId, fromBody, fromQuery, type RestRequest, type RestRoute } from '../../rest';

const staffBase = '/api/evento/:id/contratos/signing';
const linkBase = '/api/contratos/signing';
const p = (name: string) => `eventContracts.signing.${name}`;
/** A signing's documents: people's contracts, kept by no cache. */
const download = { cacheControl: 'private, no-store', disposition: 'attachment' } as const;

const signingFile = (req: RestRequest) => ({ eventId: req.params.id, signingId: req.params.signingId });

/**
 * A contract's signing (issue 31), beside the contract paths of an event: the office's procedures
 * with the event in the path, and the link's, open to visitors, with the link's token in the query
 * (`?token=`, which the log masks) or the body.
 */
export const signingRest: RestRoute[] = [
  {
    method: 'GET',
    path: staffBase,
    procedure: p('get'),
    input: (req) => ({ eventId: req.params.id, subType: req.query.subType }),
  },
  { method: 'POST', path: `${staffBase}/send`, procedure: p('send'), status: 201, input: bodyWithEventId },
  { method: 'POST', path: `${staffBase}/cancel`, procedure: p('cancel'), input: bodyWithEventId },
  { method: 'POST', path: `${staffBase}/countersign`, procedure: p('countersign'), input: bodyWithEventId },
  {
    method: 'GET',
    path: `${staffBase}/:signingId/sentPdf`,
    procedure: p('sentPdf'),
    input: signingFile,
    file: download,
  },
  {
    method: 'GET',
    path: `${staffBase}/:signingId/signedPdf`,
    procedure: p('signedPdf'),
    input: signingFile,
    file: download,
  },
  { method: 'GET', path: linkBase, procedure: p('view'), input: fromQuery },
  {
    method: 'GET',
    path: `${linkBase}/document`,
    procedure: p('document'),
    input: fromQuery,
    file: { cacheControl: 'private, no-store', disposition: 'inline' },
  },
  {
    method: 'GET',
    path: `${linkBase}/signedDocument`,
    procedure: p('signedDocument'),
    input: fromQuery,
    file: download,
  },
  { method: 'POST', path: `${linkBase}/sign`, procedure: p('sign'), input: fromBody },
  { method: 'POST', path: `${linkBase}/decline`, procedure: p('decline'), input: fromBody },
];
