import { schema } from '@bolo/db';
import { and, eq, ne } from 'drizzle-orm';
import { firstRow } from '../shared/sql';
import { checkImage } from '../storage';
import { imageTypes } from '../storage/public';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';
import { masterFiles, refuseForeignKeys } from './stored-files';

const { signatories: table } = schema;
const identity = { key: 'signatory', table, legacyPath: '/api/firmantes' } as const;

/**
 * The signature image (`masters.signatory.files.*`): a PNG, JPEG or WebP checked like a company's
 * images (type from the bytes, size, decodes), kept as uploaded so a transparent background stays.
 */
const firma = masterFiles({
  master: identity,
  fields: ['firma'],
  check: async (bytes) => {
    const { type } = await checkImage(bytes);
    return { extension: type, contentType: imageTypes[type] };
  },
  heldElsewhere: async (db, key, signatoryId) =>
    Boolean(
      await firstRow(
        db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.firma, key), ne(table.id, signatoryId))),
      ),
    ),
  downloadName: (_, signatoryId) => `firma-${signatoryId}`,
});

const signatory = defineMaster({
  ...identity,
  schema: masterSchemas.signatory,
  searchFields: ['name', 'apellido', 'dni', 'cargo'],
  errors: { notFound: 'not_found' },
  usedBy: [{ column: schema.companies.firmanteId, uses: { es: 'empresas', en: 'companies' } }],
  // A contract prints the signature: a save keeps the one uploaded for the row, or clears it.
  checkRow: async (_, row, current) => refuseForeignKeys(row, ['firma'], [current], 'file_not_owned'),
  afterDelete: firma.afterDelete,
});

/** People who sign contracts for a company (spec §3 Signatory); `firma`: the uploaded signature's key. */
export const signatories = {
  ...signatory,
  router: { ...signatory.router, files: firma.router },
  rest: [...signatory.rest, ...firma.rest],
};
