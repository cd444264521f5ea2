import { schema } from '@bolo/db';
import { companyImages, deleteCompanyFiles } from './company-images';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';

/** Companies of the group (spec §3 Company); `imagenes` are filled by the uploads, not here. */
const company = defineMaster({
  key: 'company',
  table: schema.companies,
  legacyPath: '/api/empresa',
  schema: masterSchemas.company,
  searchFields: ['name', 'cif'],
  errors: { notFound: 'not_found' },
  usedBy: [
    { column: schema.events.empresaId, uses: { es: 'eventos', en: 'events' } },
    { column: schema.holds.empresaId, uses: { es: 'reservas', en: 'holds' } },
  ],
  afterDelete: (services, _db, deleted) => deleteCompanyFiles(services.storage, deleted.imagenes),
});

const images = companyImages(company);

/** The company master, with its images (`masters.company.images.*`) and their legacy paths. */
export const companies = {
  ...company,
  router: { ...company.router, images: images.router },
  rest: [
    ...company.rest.map((route) =>
      route.method === 'POST' && route.path === company.legacyPath
        ? { ...route, multipart: images.multipartCreate }
        : route,
    ),
    ...images.rest,
  ],
};
