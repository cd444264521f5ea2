import {
  bodyObject,
  bodyWithPathId,
  fromBody,
  fromParams,
  fromQuery,
  type MultipartForm,
  type RestRoute,
} from '../../rest';
import { IMMUTABLE } from '../../shared/files';
import { MAX_POSTER_BYTES } from '../../storage/public';
import { posterTooLarge } from './service';

const carteles = '/api/carteles';
const p = (name: string) => `posters.${name}`;

/** The upload form: the event in `eventId`, and every file in it (whatever its field) a poster. */
const uploadInput = (form: MultipartForm) => ({
  eventId: form.fields.eventId,
  files: form.files.map((file) => ({ name: file.filename, bytes: file.bytes })),
});

const upload: RestRoute['multipart'] = {
  input: uploadInput,
  maxFileBytes: MAX_POSTER_BYTES,
  tooLarge: (file) => posterTooLarge(file.filename),
};

/** `deleteCarteles` takes `{ids: […]}`, or the list itself as the body. */
const deleteInput = (req: { body: unknown }) =>
  Array.isArray(req.body) ? { ids: req.body } : bodyObject(req.body);

/** The legacy poster paths (spec §7 Posters), plus the files' own addresses. */
export const postersRest: RestRoute[] = [
  { method: 'GET', path: carteles, procedure: p('list'), input: fromQuery },
  {
    method: 'GET',
    path: '/api/evento/:id/carteles',
    procedure: p('list'),
    input: (req) => ({ eventId: req.params.id }),
  },
  { method: 'POST', path: `${carteles}/uploadFiles`, procedure: p('upload'), status: 201, multipart: upload },
  // the generic create of the resource: posters are files, so it takes the same form
  { method: 'POST', path: carteles, procedure: p('upload'), status: 201, multipart: upload },
  {
    method: 'POST',
    path: `${carteles}/updateDescription`,
    procedure: p('updateDescription'),
    input: fromBody,
  },
  { method: 'PUT', path: `${carteles}/:id`, procedure: p('updateDescription'), input: bodyWithPathId },
  {
    method: 'PUT',
    path: `${carteles}/updateDescription`,
    procedure: p('updateDescription'),
    input: fromBody,
  },
  { method: 'POST', path: `${carteles}/deleteCarteles`, procedure: p('delete'), input: deleteInput },
  {
    method: 'DELETE',
    path: `${carteles}/:id`,
    procedure: p('delete'),
    input: (req) => ({ ids: [req.params.id] }),
  },
  { method: 'GET', path: `${carteles}/latest`, procedure: p('latest'), input: fromQuery },
  {
    method: 'GET',
    path: `${carteles}/search/:name`,
    procedure: p('search'),
    input: (req) => ({ ...req.query, name: req.params.name }),
  },
  { method: 'GET', path: `${carteles}/:id`, procedure: p('find'), input: fromParams },
  {
    method: 'GET',
    path: `${carteles}/:id/original`,
    procedure: p('original'),
    input: fromParams,
    file: { cacheControl: IMMUTABLE, disposition: 'attachment' },
  },
  {
    method: 'GET',
    path: `${carteles}/:id/thumbnail`,
    procedure: p('thumbnail'),
    input: fromParams,
    file: { cacheControl: IMMUTABLE },
  },
];
