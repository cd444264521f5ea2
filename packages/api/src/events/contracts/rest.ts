import {
  bodyObject,
  bodyWithEventId,
  type MultipartForm,
  noInput,
  type RestRequest,
  type RestRoute,
} from '../../rest';
import { signingRest } from '../signings/rest';
import { MAX_ANNEX_BYTES } from './schemas';

const contratos = '/api/evento/:id/contratos';
const p = (name: string) => `eventContracts.${name}`;
/** A PDF made for this request: never kept by a cache. */
const pdfFile = { cacheControl: 'no-store' } as const;

/** `saveAll` takes `{contracts: […]}`, or the list itself as the body. */
const saveAllInput = (req: RestRequest) =>
  Array.isArray(req.body) ? { eventId: req.params.id, contracts: req.body } : bodyWithEventId(req);

/** The upload form: the PDF in `file`, the party in `subType`, its `name` (else the file's own). */
const annexUpload = (form: MultipartForm, req: RestRequest) => {
  const file = form.files.find((f) => f.field === 'file');
  return {
    eventId: req.params.id,
    subType: form.fields.subType,
    name: form.fields.name ?? file?.filename,
    bytes: file?.bytes,
  };
};

/**
 * The legacy contract paths of an event (spec §7 Event contracts), plus `shareLink` and
 * `revokeShareLink`. Bodies are the procedures' inputs without `eventId`, which the path gives.
 */
export const eventContractsRest: RestRoute[] = [
  { method: 'GET', path: contratos, procedure: p('list'), input: (req) => ({ eventId: req.params.id }) },
  { method: 'POST', path: `${contratos}/reset`, procedure: p('reset'), input: bodyWithEventId },
  {
    method: 'POST',
    path: `${contratos}/pdf/generate`,
    procedure: p('pdf'),
    // Generate is the saved (or generated) contract: a body sent along is not what is generated.
    input: (req) => ({ eventId: req.params.id, subType: bodyObject(req.body).subType }),
    file: { ...pdfFile, disposition: 'attachment' },
  },
  {
    method: 'POST',
    path: `${contratos}/pdf/preview`,
    procedure: p('pdf'),
    input: bodyWithEventId,
    file: pdfFile,
  },
  { method: 'POST', path: `${contratos}/save`, procedure: p('save'), input: bodyWithEventId },
  { method: 'PUT', path: `${contratos}/save`, procedure: p('save'), input: bodyWithEventId },
  { method: 'POST', path: `${contratos}/saveAll`, procedure: p('saveAll'), input: saveAllInput },
  { method: 'GET', path: `${contratos}/plantillas`, procedure: p('templates'), input: noInput },
  { method: 'POST', path: `${contratos}/plantilla`, procedure: p('chooseTemplate'), input: bodyWithEventId },
  {
    method: 'POST',
    path: `${contratos}/newPlantilla`,
    procedure: p('newTemplate'),
    status: 201,
    input: bodyWithEventId,
  },
  {
    method: 'POST',
    path: `${contratos}/addAnnex`,
    procedure: p('addAnnex'),
    input: bodyWithEventId,
    multipart: { input: annexUpload, maxFileBytes: MAX_ANNEX_BYTES },
  },
  { method: 'POST', path: `${contratos}/removeAnnex`, procedure: p('removeAnnex'), input: bodyWithEventId },
  { method: 'POST', path: `${contratos}/shareLink`, procedure: p('shareLink'), input: bodyWithEventId },
  {
    method: 'POST',
    path: `${contratos}/revokeShareLink`,
    procedure: p('revokeShareLink'),
    input: bodyWithEventId,
  },
  ...signingRest,
];
