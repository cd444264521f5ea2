import { schema } from '@bolo/db';
import { z } from 'zod';
import { defineMaster } from './factory';
import { masterName, reference, taxId, text } from './fields';

/** Companies of the group (spec §3 Company); `imagenes` are filled by the uploads, not here. */
export const companies = defineMaster({
  key: 'company',
  table: schema.companies,
  legacyPath: '/api/empresa',
  schema: z.strictObject({
    name: masterName,
    cif: taxId,
    direccion: text(),
    telefono: text(30),
    firmanteId: reference.nullable().optional(),
  }),
  searchFields: ['name', 'cif'],
  errors: { notFound: 'not_found' },
});
