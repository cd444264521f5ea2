import {
  bodyWithEventId,
  bodyWithPathId,
  fromBody,
  fromQuery,
  type MultipartForm,
  type RestRequest,
  type RestRoute,
} from '../../rest';
import { MAX_ADVANCE_FILES } from './schemas';

const avance = '/api/evento/:id/avance';
const p = (name: string) => `advance.${name}`;
const eventOf = (req: RestRequest) => ({ eventId: req.params.id });
/** A row of one of the advance's lists: the event and the row from the path, the rest from the body. */
const rowOf = (req: RestRequest) => ({ ...bodyWithEventId(req), id: req.params.rowId });

/** A change the counterparty proposed, or a point's file: the event and the row from the path. */
const keyOf = (param: string) => (req: RestRequest) => ({ ...eventOf(req), id: req.params[param] });

/** Staff's upload form: every file in it (whatever its field) onto the point of the path. */
const fileUpload = (form: MultipartForm, req: RestRequest) => ({
  ...eventOf(req),
  itemId: req.params.rowId,
  files: form.files.map((file) => ({ name: file.filename, bytes: file.bytes })),
});

/** Each list of the advance on the generic pattern's verbs: list (the whole advance), create, update and delete by id. */
const listRoutes = (segment: string, name: string): RestRoute[] => [
  {
    method: 'POST',
    path: `${avance}/${segment}`,
    procedure: p(`${name}Create`),
    status: 201,
    input: bodyWithEventId,
  },
  { method: 'PUT', path: `${avance}/${segment}/:rowId`, procedure: p(`${name}Update`), input: rowOf },
  { method: 'POST', path: `${avance}/${segment}/:rowId`, procedure: p(`${name}Update`), input: rowOf },
  {
    method: 'DELETE',
    path: `${avance}/${segment}/:rowId`,
    procedure: p(`${name}Delete`),
    input: (req) => ({ ...eventOf(req), id: req.params.rowId, version: req.query.version }),
  },
];

const hojaDeRuta = `${avance}/hojaDeRuta`;
const plantillas = '/api/plantillas-avance';

/** An event's advance (issue 32) and the companies' advance templates. */
export const advanceRest: RestRoute[] = [
  { method: 'GET', path: avance, procedure: p('get'), input: eventOf },
  { method: 'GET', path: `${avance}/personas`, procedure: p('people'), input: eventOf },
  ...listRoutes('horario', 'schedule'),
  ...listRoutes('contactos', 'contact'),
  ...listRoutes('puntos', 'item'),
  { method: 'PUT', path: `${avance}/orden`, procedure: p('reorder'), input: bodyWithEventId },
  { method: 'POST', path: `${avance}/plantilla`, procedure: p('applyTemplate'), input: bodyWithEventId },
  { method: 'POST', path: `${avance}/produccion`, procedure: p('fillFromProduction'), input: eventOf },
  {
    method: 'POST',
    path: `${avance}/puntos/:rowId/archivos`,
    procedure: p('fileUpload'),
    status: 201,
    input: eventOf,
    multipart: { input: fileUpload, maxFiles: MAX_ADVANCE_FILES },
  },
  {
    method: 'GET',
    path: `${avance}/archivos/:fileId`,
    procedure: p('fileDownload'),
    input: keyOf('fileId'),
    file: { cacheControl: 'private, no-store', disposition: 'attachment' },
  },
  {
    method: 'DELETE',
    path: `${avance}/archivos/:fileId`,
    procedure: p('fileDelete'),
    input: keyOf('fileId'),
  },
  { method: 'GET', path: `${avance}/cambios`, procedure: p('changes'), input: eventOf },
  {
    method: 'POST',
    path: `${avance}/cambios/aceptar`,
    procedure: p('changeAcceptAll'),
    input: bodyWithEventId,
  },
  {
    method: 'POST',
    path: `${avance}/cambios/:changeId/aceptar`,
    procedure: p('changeAccept'),
    input: keyOf('changeId'),
  },
  {
    method: 'POST',
    path: `${avance}/cambios/:changeId/rechazar`,
    procedure: p('changeReject'),
    input: keyOf('changeId'),
  },
  {
    method: 'GET',
    path: `${hojaDeRuta}.pdf`,
    procedure: p('daySheetPdf'),
    input: (req) => ({ ...eventOf(req), lang: req.query.lang }),
    file: { cacheControl: 'no-store' },
  },
  { method: 'GET', path: `${hojaDeRuta}/enlace`, procedure: p('daySheetLink'), input: eventOf },
  {
    method: 'POST',
    path: `${hojaDeRuta}/enlace`,
    procedure: p('daySheetLinkCreate'),
    status: 201,
    input: bodyWithEventId,
  },
  { method: 'DELETE', path: `${hojaDeRuta}/enlace`, procedure: p('daySheetLinkRevoke'), input: eventOf },
  { method: 'GET', path: plantillas, procedure: p('templateList'), input: fromQuery },
  { method: 'POST', path: plantillas, procedure: p('templateCreate'), status: 201, input: fromBody },
  {
    method: 'PUT',
    path: `${plantillas}/:id`,
    procedure: p('templateUpdate'),
    input: bodyWithPathId,
  },
  {
    method: 'DELETE',
    path: `${plantillas}/:id`,
    procedure: p('templateDelete'),
    input: (req) => ({ id: req.params.id, version: req.query.version }),
  },
];
