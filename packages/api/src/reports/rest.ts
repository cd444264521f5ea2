import { fromQuery, type RestRoute } from '../rest';

const path = '/api/informes';

/**
 * `/api/informes` in the shape of the generic pattern's reads: the list (here the report's totals
 * and series) and its events; the export is a file to save, `?format=csv|xlsx` with the filters.
 */
export const reportsRest: RestRoute[] = [
  { method: 'GET', path, procedure: 'reports.summary', input: fromQuery },
  { method: 'GET', path: `${path}/eventos`, procedure: 'reports.events', input: fromQuery },
  {
    method: 'GET',
    path: `${path}/export`,
    procedure: 'reports.export',
    input: fromQuery,
    file: { cacheControl: 'no-store', disposition: 'attachment' },
  },
  { method: 'GET', path: `${path}/retenciones`, procedure: 'reports.withholdings', input: fromQuery },
  {
    method: 'GET',
    path: `${path}/retenciones/export`,
    procedure: 'reports.withholdingsExport',
    input: fromQuery,
    file: { cacheControl: 'no-store', disposition: 'attachment' },
  },
];
