import { masterRest } from '../masters';
import { bodyWithPathId, fromBody, fromQuery, noInput, type RestRequest, type RestRoute } from '../rest';
import { templateCreateInput } from './schemas';

const path = '/api/plantillasMail';
/** The query's `tipos` (`?tipos=email&tipos=confirmacion`, or one) with the path's type first. */
const tiposOf = (req: RestRequest) => {
  const query = req.query.tipos;
  const listed = query === undefined ? [] : Array.isArray(query) ? query : [query];
  return { tipos: [req.params.type, ...listed].filter((tipo) => tipo !== undefined) };
};

/**
 * The legacy template paths (spec §7 Templates): the generic verbs, and `listMaster`,
 * `getPropsSystem`, `getPropsEvento`, `type`, `model` and `duplicate`. The methods the spec leaves
 * open are in docs/decisions.md § Templates and contracts.
 */
export const templatesRest: RestRoute[] = [
  { method: 'GET', path: `${path}/listMaster`, procedure: 'templates.listMaster', input: noInput },
  { method: 'GET', path: `${path}/getPropsSystem`, procedure: 'templates.variables', input: noInput },
  {
    method: 'GET',
    path: `${path}/getPropsEvento/:eventId`,
    procedure: 'templates.eventVariables',
    input: (req) => ({ ...req.query, eventId: req.params.eventId }),
  },
  { method: 'POST', path: `${path}/type`, procedure: 'templates.byType', input: fromBody },
  { method: 'GET', path: `${path}/type/:type`, procedure: 'templates.byType', input: tiposOf },
  { method: 'GET', path: `${path}/model`, procedure: 'templates.model', input: fromQuery },
  {
    method: 'GET',
    path: `${path}/model/:type/:subType`,
    procedure: 'templates.model',
    input: (req) => ({ ...req.query, ...req.params }),
  },
  {
    method: 'POST',
    path: `${path}/duplicate`,
    procedure: 'templates.duplicate',
    status: 201,
    input: fromBody,
  },
  {
    method: 'POST',
    path: `${path}/:id/duplicate`,
    procedure: 'templates.duplicate',
    status: 201,
    input: bodyWithPathId,
  },
  { method: 'POST', path: `${path}/preview`, procedure: 'templates.preview', input: fromBody },
  { method: 'POST', path: `${path}/check`, procedure: 'templates.check', input: fromBody },
  ...masterRest(path, 'templates', templateCreateInput),
];
