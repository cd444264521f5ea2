import { type Db, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../shared/errors';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';
import type { MasterRow } from './service';

const { companies } = schema;

/** Every image key of the companies `signatoryId` signs for: the files its `firma` may name. */
export async function ownImageKeys(db: Db, signatoryId: number): Promise<Set<string>> {
  const rows = await db
    .select({ imagenes: companies.imagenes })
    .from(companies)
    .where(eq(companies.firmanteId, signatoryId));
  return new Set(
    rows.flatMap(({ imagenes }) => [...imagenes.principal, ...imagenes.secundario, ...imagenes.pie]),
  );
}

/**
 * A signature is an image uploaded among the images of a company the signatory signs for. Any
 * other stored key (another event's poster, another company's image) is refused: a contract
 * would print it. A signatory not yet anyone's has no images, so no signature yet.
 */
async function refuseForeignFirma(db: Db, row: Record<string, unknown>, current?: MasterRow): Promise<void> {
  const { firma } = row;
  if (typeof firma !== 'string' || firma === '') return;
  if (!current || !(await ownImageKeys(db, current.id)).has(firma)) throw new AppError('file_not_owned');
}

/** People who sign contracts for a company (spec §3 Signatory); `firma`: storage key of the signature. */
export const signatories = defineMaster({
  key: 'signatory',
  table: schema.signatories,
  legacyPath: '/api/firmantes',
  schema: masterSchemas.signatory,
  searchFields: ['name', 'apellido', 'dni', 'cargo'],
  errors: { notFound: 'not_found' },
  usedBy: [{ column: schema.companies.firmanteId, uses: { es: 'empresas', en: 'companies' } }],
  checkRow: refuseForeignFirma,
});
