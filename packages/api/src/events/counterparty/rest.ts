import { certificateFields } from '../../masters/public';
import {
  firstFile,
  fromBody,
  fromParams,
  fromQuery,
  type MultipartForm,
  type RestRequest,
  type RestRoute,
  type VisitorKey,
} from '../../rest';
import { MAX_ADVANCE_FILES } from '../advance/schemas';
import { admitPublicRequest } from '../public-links';
import { refuseClosedLink } from './service';

const base = '/api/datosContraparte';
const p = (name: string) => `counterparty.${name}`;
/** One certificate of one party of an event, for its staff (not the visitor's upload above). */
const certificatePath = `${base}/:eventId/:party/certificates/:field`;

/** The upload form: the files in `ownershipCertificate` / `cifCertificate`, under the link's checked token. */
const certificateUpload = (form: MultipartForm) => ({
  token: form.visitorKey,
  files: form.files
    .filter((file) => (certificateFields as readonly string[]).includes(file.field))
    .map((file) => ({ field: file.field, bytes: file.bytes })),
});

/**
 * A visitor's form: `?token=`; legacy clients send it as the form's first field, `token` or
 * `hash`. Checked before any file is read.
 */
const visitor: VisitorKey = {
  admit: admitPublicRequest,
  query: 'token',
  fields: ['token', 'hash'],
  check: (ctx, token) => refuseClosedLink(ctx.db, token),
};

/** The advance's upload form: the point in `?itemId=` (or a field before the files), every file in it for that point. */
const advanceUpload = (form: MultipartForm, req: RestRequest) => ({
  token: form.visitorKey,
  itemId: req.query.itemId ?? form.fields.itemId,
  files: form.files.map((file) => ({ name: file.filename, bytes: file.bytes })),
});

/**
 * The legacy counterparty paths (spec §7). The spec names no methods: reads are GET with the
 * query, writes POST with the body. `GET /api/datosContraparte?token=` is the public page's read.
 */
export const counterpartyRest: RestRoute[] = [
  { method: 'GET', path: base, procedure: p('publicView'), input: fromQuery },
  {
    method: 'POST',
    path: `${base}/generateLink`,
    procedure: p('generateLink'),
    status: 201,
    input: fromBody,
  },
  { method: 'GET', path: `${base}/getHash`, procedure: p('getHash'), input: fromQuery },
  { method: 'POST', path: `${base}/revokeLink`, procedure: p('revokeLink'), input: fromBody },
  { method: 'POST', path: `${base}/updateDatas`, procedure: p('updateDatas'), input: fromBody },
  {
    method: 'POST',
    path: `${base}/uploadFiles`,
    procedure: p('uploadFiles'),
    input: fromBody,
    multipart: {
      input: certificateUpload,
      maxFiles: certificateFields.length,
      visitor,
    },
  },
  { method: 'GET', path: `${base}/avance`, procedure: p('advanceView'), input: fromQuery },
  { method: 'POST', path: `${base}/avance/confirmar`, procedure: p('confirmSchedule'), input: fromBody },
  { method: 'POST', path: `${base}/avance/equipo`, procedure: p('sendTravellingParty'), input: fromBody },
  { method: 'POST', path: `${base}/avance/invitados`, procedure: p('sendGuestList'), input: fromBody },
  {
    method: 'POST',
    path: `${base}/avance/archivos`,
    procedure: p('uploadAdvanceFiles'),
    input: fromBody,
    multipart: { input: advanceUpload, maxFiles: MAX_ADVANCE_FILES, visitor },
  },
  { method: 'GET', path: `${base}/certificates`, procedure: p('certificates'), input: fromQuery },
  {
    method: 'GET',
    path: certificatePath,
    procedure: p('certificate'),
    input: fromParams,
    file: { cacheControl: 'private, no-store', disposition: 'attachment' },
  },
  {
    method: 'POST',
    path: certificatePath,
    procedure: p('uploadCertificate'),
    input: fromParams,
    multipart: { input: (form, req) => ({ ...req.params, file: firstFile(form) }), maxFiles: 1 },
  },
  { method: 'GET', path: `${base}/submissions`, procedure: p('submissions'), input: fromQuery },
  { method: 'POST', path: `${base}/accept`, procedure: p('accept'), input: fromBody },
];
