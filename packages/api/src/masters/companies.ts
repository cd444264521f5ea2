import { type Db, schema } from '@bolo/db';
import { asc, eq } from 'drizzle-orm';
import { ZodRealError, z } from 'zod';
import { AppError } from '../shared/errors';
import { companyImages, deleteCompanyFiles } from './company-images';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';
import { showDayOrderIssues } from './show-day';
import { signingCertificateProcedures } from './signing-certificate';

/**
 * A company's show-day steps in their order, as saved: the fields sent over the row as stored, so
 * an edit of one step is checked against the others (`validation_error`, on the field out of order).
 */
function refuseShowDayOutOfOrder(row: Record<string, unknown>, current?: Record<string, unknown>) {
  const issues = showDayOrderIssues({ ...current, ...row });
  if (issues.length > 0)
    throw new AppError('validation_error', {
      cause: new ZodRealError(
        issues.map((issue) => ({ ...issue, code: 'custom', input: row[issue.path[0]] })),
      ),
    });
}

/** Companies of the group (spec §3 Company); `imagenes` are filled by the uploads, not here. */
const company = defineMaster({
  key: 'company',
  table: schema.companies,
  legacyPath: '/api/empresa',
  schema: masterSchemas.company,
  searchFields: ['name', 'cif'],
  errors: { notFound: 'not_found' },
  checkRow: async (_db, row, current) => refuseShowDayOutOfOrder(row, current),
  usedBy: [
    { column: schema.events.empresaId, uses: { es: 'eventos', en: 'events' } },
    { column: schema.holds.empresaId, uses: { es: 'reservas', en: 'holds' } },
  ],
  afterDelete: (services, _db, deleted) => deleteCompanyFiles(services.storage, deleted.imagenes),
});

const images = companyImages(company);
const certificate = signingCertificateProcedures(company.legacyPath);

/**
 * The company master, with its images (`masters.company.images.*`), its signing certificate
 * (`masters.company.certificate.*`) and their paths.
 */
export const companies = {
  ...company,
  router: { ...company.router, images: images.router, certificate: certificate.router },
  rest: [
    ...company.rest.map((route) =>
      route.method === 'POST' && route.path === company.legacyPath
        ? { ...route, multipart: images.multipartCreate }
        : route,
    ),
    ...images.rest,
    ...certificate.rest,
  ],
};

/** Refuses a company that is not there (`empresa_not_found`), for another domain's row that names one. */
export async function requireCompany(db: Db, empresaId: number): Promise<void> {
  const [company] = await db
    .select({ id: schema.companies.id })
    .from(schema.companies)
    .where(eq(schema.companies.id, empresaId));
  if (!company) throw new AppError('empresa_not_found');
}

/**
 * Every company's id and name, by name: what another domain offers to pick one from (an invoice
 * series', a payment template's), since the masters' own list needs MasterData.
 */
export const companyNames = (db: Db) =>
  db
    .select({ id: schema.companies.id, name: schema.companies.name })
    .from(schema.companies)
    .orderBy(asc(schema.companies.name));
export const companyNamesOutput = z.array(z.object({ id: z.number().int(), name: z.string() }));
