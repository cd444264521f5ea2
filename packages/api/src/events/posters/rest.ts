import {
  bodyObject,
  bodyWithPathId,
  fromBody,
  fromParams,
  fromQuery,
  genericRest,
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

/** `updateDescription` takes the poster's id and version with the new description. */
const description = { procedure: p('updateDescription'), input: fromBody };

/**
 * The legacy poster paths (spec §7 Posters) on the generic resource pattern, plus the files' own
 * addresses. Posters are files: the create takes the upload's form, an update changes the
 * description, `POST /search` finds by name (`{name, eventId?}`) as `search/{name}` does.
 */
export const postersRest: RestRoute[] = [
  ...genericRest(carteles, {
    list: { procedure: p('list'), input: fromQuery },
    latest: { procedure: p('latest'), input: fromQuery },
    byName: { procedure: p('search'), input: (req) => ({ ...req.query, name: req.params.name }) },
    search: { procedure: p('search'), input: fromBody },
    find: { procedure: p('find'), input: fromParams },
    create: { procedure: p('upload'), status: 201, multipart: upload },
    updateById: { procedure: p('updateDescription'), input: bodyWithPathId },
    update: description,
    delete: { procedure: p('delete'), input: (req) => ({ ids: [req.params.id] }) },
  }),
  {
    method: 'GET',
    path: '/api/evento/:id/carteles',
    procedure: p('list'),
    input: (req) => ({ eventId: req.params.id }),
  },
  { method: 'POST', path: `${carteles}/uploadFiles`, procedure: p('upload'), status: 201, multipart: upload },
  { method: 'POST', path: `${carteles}/updateDescription`, ...description },
  { method: 'PUT', path: `${carteles}/updateDescription`, ...description },
  { method: 'POST', path: `${carteles}/deleteCarteles`, procedure: p('delete'), input: deleteInput },
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
