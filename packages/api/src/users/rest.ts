import { noInput, type RestRequest, type RestRoute } from '../rest';

/** The body with the user id of the path (the spec leaves the methods open: updates are PUT). */
const withPathId = (req: RestRequest) => ({ ...(req.body as object), id: req.params.id });

export const userRest: RestRoute[] = [
  { method: 'GET', path: '/api/user/profile', procedure: 'user.profile', input: noInput },
  { method: 'PUT', path: '/api/user/:id/updateDetails', procedure: 'user.updateDetails', input: withPathId },
  {
    method: 'PUT',
    path: '/api/user/:id/changePassword',
    procedure: 'user.changePassword',
    input: withPathId,
  },
];
