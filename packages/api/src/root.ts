import { adminRest } from './admin/rest';
import { adminRouter } from './admin/router';
import { authRest } from './auth/rest';
import { authRouter } from './auth/router';
import type { Context } from './context';
import { advanceRest } from './events/advance/rest';
import { advanceRouter } from './events/advance/router';
import { eventContractsRest } from './events/contracts/rest';
import { eventContractsRouter } from './events/contracts/router';
import { counterpartyRest } from './events/counterparty/rest';
import { counterpartyRouter } from './events/counterparty/router';
import { templateEventRouter } from './events/documents/template-router';
import { eventMailRest } from './events/mail/rest';
import { eventMailRouter } from './events/mail/router';
import { postersRest } from './events/posters/rest';
import { postersRouter } from './events/posters/router';
import { receivedInvoicesRest } from './events/received-invoices/rest';
import { receivedInvoicesRouter } from './events/received-invoices/router';
import { eventsRest } from './events/rest';
import { eventsRouter } from './events/router';
import { settlementsRest } from './events/settlements/rest';
import { settlementsRouter } from './events/settlements/router';
import { refreshArtistDrafts, refreshCompanyDrafts } from './events/settlements/service';
import { healthRest } from './health/rest';
import { healthRouter } from './health/router';
import { holdsRest } from './holds/rest';
import { holdsRouter } from './holds/router';
import { invoicesRest } from './invoices/rest';
import { invoicesRouter } from './invoices/router';
import { mailRouter } from './mail/router';
import { mastersRest, mastersRouter } from './masters/router';
import { notificationsRest } from './notifications/rest';
import { notificationsRouter } from './notifications/router';
import { paymentsRest } from './payments/rest';
import { paymentsRouter } from './payments/router';
import { reportsRest } from './reports/rest';
import { reportsRouter } from './reports/router';
import type { RestRoute } from './rest';
import { nameCheckRest, nameCheckRouter } from './search/name-check';
import { searchRouter } from './search/router';
import { whenMasterUpdated } from './shared/master-updates';
import { templatesRest } from './templates/rest';
import { templatesRouter } from './templates/router';
import { checkCaller, createCallerFactory, type ProcedureMeta, router } from './trpc';
import { userRest } from './users/rest';
import { userRouter } from './users/router';

// a settlement's draft figures read the artist's tax situation and the company's tax territory
whenMasterUpdated('artist', refreshArtistDrafts);
whenMasterUpdated('company', refreshCompanyDrafts);

/**
 * The procedures by domain, typed by name: the router's type is then written into the declaration
 * file as references to each domain's router, not spelled out whole, which is past the length
 * TypeScript will serialize (TS7056).
 */
type AppRouterRecord = {
  health: typeof healthRouter;
  auth: typeof authRouter;
  user: typeof userRouter;
  events: typeof eventsRouter;
  admin: typeof adminRouter;
  masters: typeof mastersRouter & typeof nameCheckRouter;
  templates: typeof templatesRouter & typeof templateEventRouter;
  eventContracts: typeof eventContractsRouter;
  eventMail: typeof eventMailRouter;
  mail: typeof mailRouter;
  notifications: typeof notificationsRouter;
  posters: typeof postersRouter;
  counterparty: typeof counterpartyRouter;
  settlements: typeof settlementsRouter;
  receivedInvoices: typeof receivedInvoicesRouter;
  advance: typeof advanceRouter;
  search: typeof searchRouter;
  holds: typeof holdsRouter;
  reports: typeof reportsRouter;
  invoices: typeof invoicesRouter;
  payments: typeof paymentsRouter;
};

const appRouterRecord: AppRouterRecord = {
  health: healthRouter,
  auth: authRouter,
  user: userRouter,
  events: eventsRouter,
  admin: adminRouter,
  masters: { ...mastersRouter, ...nameCheckRouter },
  templates: { ...templatesRouter, ...templateEventRouter },
  eventContracts: eventContractsRouter,
  eventMail: eventMailRouter,
  mail: mailRouter,
  notifications: notificationsRouter,
  posters: postersRouter,
  counterparty: counterpartyRouter,
  settlements: settlementsRouter,
  receivedInvoices: receivedInvoicesRouter,
  advance: advanceRouter,
  search: searchRouter,
  holds: holdsRouter,
  reports: reportsRouter,
  invoices: invoicesRouter,
  payments: paymentsRouter,
};

export const appRouter = router(appRouterRecord);
export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

const procedureMetas = new Map(
  Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>,
  ).map(([path, procedure]) => [path, procedure._def.meta]),
);

/** The paths of the procedures a visitor without a session may call (`publicProcedure`'s). */
export const openProcedures: ReadonlySet<string> = new Set(
  [...procedureMetas].filter(([, meta]) => meta?.open).map(([path]) => path),
);

/** The smallest body bound the procedures at `paths` declare (`maxBody`), if any declares one. */
export function maxBodyOf(paths: readonly string[]): ProcedureMeta['maxBody'] {
  return paths
    .map((path) => procedureMetas.get(path)?.maxBody)
    .reduce(
      (smallest, bound) => (bound && (!smallest || bound.bytes < smallest.bytes) ? bound : smallest),
      undefined,
    );
}

/**
 * Refuses a caller whom one of the procedures at `paths` turns away whatever the input (`checkCaller`):
 * what the server can tell before it reads a body. An unknown path needs a session.
 */
export function checkCallerOf(paths: readonly string[], auth: Context['auth']): void {
  for (const path of paths) checkCaller({ auth }, procedureMetas.get(path));
}

export const restRoutes: RestRoute[] = [
  ...healthRest,
  ...authRest,
  ...userRest,
  ...eventsRest,
  ...adminRest,
  ...mastersRest,
  ...nameCheckRest,
  ...templatesRest,
  ...eventContractsRest,
  ...eventMailRest,
  ...notificationsRest,
  ...postersRest,
  ...counterpartyRest,
  ...holdsRest,
  ...settlementsRest,
  ...receivedInvoicesRest,
  ...advanceRest,
  ...reportsRest,
  ...invoicesRest,
  ...paymentsRest,
];
