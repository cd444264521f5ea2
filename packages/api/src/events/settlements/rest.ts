import { bodyWithEventId, type RestRoute } from '../../rest';
import { MAX_CSV_BYTES } from './schemas';

const liquidacion = '/api/evento/:id/liquidacion';
const p = (name: string) => `settlements.${name}`;

/**
 * An event's settlement (issue 21). The CSV comes as `{version, csv}` in JSON, or as a form with
 * the file in any field and `version` beside it.
 */
export const settlementsRest: RestRoute[] = [
  { method: 'GET', path: liquidacion, procedure: p('get'), input: (req) => ({ eventId: req.params.id }) },
  { method: 'PUT', path: liquidacion, procedure: p('save'), input: bodyWithEventId },
  {
    method: 'POST',
    path: `${liquidacion}/csv`,
    procedure: p('importCsv'),
    input: bodyWithEventId,
    multipart: {
      input: (form, req) => {
        const file = form.files[0];
        return {
          eventId: req.params.id,
          version: form.fields.version,
          csv: file ? new TextDecoder().decode(file.bytes) : undefined,
        };
      },
      maxFileBytes: MAX_CSV_BYTES,
      maxFiles: 1,
    },
  },
  { method: 'POST', path: `${liquidacion}/lock`, procedure: p('lock'), input: bodyWithEventId },
  { method: 'POST', path: `${liquidacion}/reopen`, procedure: p('reopen'), input: bodyWithEventId },
  {
    method: 'GET',
    path: `${liquidacion}/pdf`,
    procedure: p('pdf'),
    input: (req) => ({ eventId: req.params.id, sheet: req.query.sheet }),
    file: { cacheControl: 'no-store' },
  },
];
