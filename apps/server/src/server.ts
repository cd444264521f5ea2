import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import {
  type AeatClient,
  type AeatSender,
  AppError,
  appErrorIn,
  appRouter,
  type HoldReleaser,
  listenForSessionChanges,
  MAIL_BATCH_SIZE,
  type MailSender,
  type PeriodicJob,
  restRoutes,
  retryAfterOf,
  type Services,
  startAeatSender,
  startHoldReleaser,
  startMailSender,
  startOverdueNotices,
  startScheduleNotices,
  startSigningReminders,
} from '@bolo/api';
import type { Database } from '@bolo/db';
import fastifyCookie from '@fastify/cookie';
import {
  type FastifyTRPCPluginOptions,
  fastifyRequestHandler,
  fastifyTRPCPlugin,
} from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyHttpOptions, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerApiDocs } from './api-docs';
import { refuseTrpcCallBeforeBody, registerBodyPolicy, trpcBodyErrorHandler } from './body-policy';
import { bufferJsonResponse, registerCompression } from './compression';
import type { Config } from './config';
import { createRequestContext } from './context';
import { registerContractLinks } from './contract-links';
import { refuseForgedTrpcCall, registerCsrfGuard } from './csrf';
import { registerDaySheetPages } from './day-sheet';
import { registerEmailChangeLinks } from './email-change';
import { sendError } from './errors';
import { registerCalendarFeeds } from './ical';
import { registerLinkPages } from './link-pages';
import { registerLocalControl } from './local-control';
import { chooseLogFormat, type LogDestination, loggerOptions } from './log-format';
import { registerNotificationStream } from './notification-stream';
import { openApiDocument } from './openapi';
import { registerRestRoutes } from './rest';
import { registerSecurityHeaders } from './security-headers';
import { createServices, type ServiceConfig } from './services';
import { registerWebApp } from './web';

export interface ServerOptions {
  config: Pick<
    Config,
    | 'LOG_LEVEL'
    | 'LOG_FORMAT'
    | 'TRUST_PROXY'
    | 'MAIL_LEASE_SECONDS'
    | 'NOTIFICATIONS_HEARTBEAT_SECONDS'
    | 'HOLDS_RELEASE_SECONDS'
    | 'PAYMENTS_OVERDUE_SECONDS'
    | 'SIGNING_REMINDERS_SECONDS'
    | 'SIGNING_REMINDER_DAYS'
    | 'ADVANCE_NOTICE_WINDOW_SECONDS'
  > &
    ServiceConfig;
  database: Database;
  /** The SMS and mail parts; chosen from the configuration unless given. */
  services?: Services & { aeat?: AeatClient; close?(): void };
  /** Where the log goes (stdout unless given); its `isTTY` picks the format when LOG_FORMAT does not. */
  logTo?: LogDestination;
}

/** The longest path parameter routed: a tRPC batch path of the web app's (at most 20 procedure names). */
const MAX_TRPC_PATH = 2_000;

/** The whole HTTP host, not listening: `main.ts` listens, tests use `inject` or `listen(0)`. */
export async function buildServer({
  config,
  database,
  services: given,
  logTo = process.stdout,
}: ServerOptions) {
  const options: FastifyHttpOptions<Server> = {
    ...loggerOptions(chooseLogFormat(config.LOG_FORMAT, logTo.isTTY === true), config.LOG_LEVEL, logTo),
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // a tRPC batch names its procedures in one path parameter: room for the web app's largest batch
    routerOptions: { maxParamLength: MAX_TRPC_PATH },
    bodyLimit: 1_048_576,
    // a path Fastify cannot route (a parameter past maxParamLength, a bad %-escape) answers as any refusal
    frameworkErrors: (error, req, reply) => sendError(error, req, reply),
  };
  const app = Fastify(options);
  const services = given ?? (await createServices(config, app.log, database.db));
  // The outbox's sender runs while the server does; closing finishes its batch before the SMTP pool.
  let sender: MailSender | undefined;
  // so does the job that releases expired holds and unanswered challenges
  let holdReleaser: HoldReleaser | undefined;
  // and, with VERIFACTU_SEND=on, the sender of the registros de facturación to the AEAT
  let aeatSender: AeatSender | undefined;
  let overdueNotices: PeriodicJob | undefined;
  let signingReminders: PeriodicJob | undefined;
  let scheduleNotices: PeriodicJob | undefined;
  let unlistenSessions: Promise<(() => Promise<void>) | undefined> | undefined;
  app.addHook('onReady', async () => {
    unlistenSessions = listenForSessionChanges(database.db, database.listen).catch((error: unknown) => {
      app.log.error(
        { err: error },
        'LISTEN for session changes failed: other processes show them within 5 s',
      );
      return undefined;
    });
    sender = startMailSender({
      db: database.db,
      transport: services.mail,
      options: { batchSize: MAIL_BATCH_SIZE, leaseMs: config.MAIL_LEASE_SECONDS * 1000 },
      log: app.log,
      listen: database.listen,
    });
    holdReleaser = startHoldReleaser({
      db: database.db,
      intervalMs: config.HOLDS_RELEASE_SECONDS * 1000,
      log: app.log,
    });
    if (services.aeat) {
      aeatSender = startAeatSender({
        db: database.db,
        client: services.aeat,
        options: { leaseMs: config.verifactu.leaseMs },
        log: app.log,
      });
    }
    overdueNotices = startOverdueNotices({
      db: database.db,
      intervalMs: config.PAYMENTS_OVERDUE_SECONDS * 1000,
      log: app.log,
    });
    signingReminders = startSigningReminders({
      db: database.db,
      services,
      everyDays: config.SIGNING_REMINDER_DAYS,
      intervalMs: config.SIGNING_REMINDERS_SECONDS * 1000,
      log: app.log,
    });
    scheduleNotices = startScheduleNotices({
      db: database.db,
      windowMs: config.ADVANCE_NOTICE_WINDOW_SECONDS * 1000,
      publicUrl: services.publicUrl,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await (await unlistenSessions)?.();
    await sender?.stop();
    await holdReleaser?.stop();
    await aeatSender?.stop();
    await overdueNotices?.stop();
    await signingReminders?.stop();
    await scheduleNotices?.stop();
    services.close?.();
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // answers carry people's data: kept by no cache unless the route says otherwise (files, assets)
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // first: it hooks the routes as they are added
  await registerCompression(app);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  registerCsrfGuard(app, services.publicUrl);
  registerBodyPolicy(app, database);

  const trpcOptions = {
    router: appRouter,
    // a query whose input is too long for a URL (a template's live check and preview) comes as a POST
    allowMethodOverride: true,
    createContext: async ({ req, res }) => {
      refuseForgedTrpcCall(req);
      refuseTrpcCallBeforeBody(req);
      return createRequestContext(database, services, req, res);
    },
    // a rate limit or a database that went away says when to try again, as the REST paths do
    responseMeta: ({ errors }) => {
      const wait = errors.map((error) => retryAfterOf(error)).find((seconds) => seconds !== undefined);
      return wait === undefined ? {} : { headers: { 'retry-after': String(wait) } };
    },
    onError: ({ error, path, req }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR' && !appErrorIn(error)) {
        req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      }
    },
  } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'];
  await app.register(async (scope) => {
    scope.addHook('onSend', bufferJsonResponse);
    // what Fastify refuses while reading a call's body answers in tRPC's envelope too
    scope.setErrorHandler(
      trpcBodyErrorHandler((req, reply) =>
        fastifyRequestHandler({
          ...trpcOptions,
          req,
          res: reply,
          path: (req.params as { path: string }).path,
        }),
      ),
    );
    await scope.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
  });

  app.setErrorHandler((error, req, reply) => sendError(error, req, reply));
  await registerRestRoutes(
    app,
    (req, reply) => createRequestContext(database, services, req, reply),
    restRoutes,
  );
  registerCalendarFeeds(app, database, services);
  registerEmailChangeLinks(app, database);
  registerContractLinks(app, database, services);
  registerDaySheetPages(app, database);
  registerNotificationStream(app, database, services, config.NOTIFICATIONS_HEARTBEAT_SECONDS);
  registerLocalControl(app, database);
  const openApi = openApiDocument(restRoutes);
  app.get('/api/openapi.json', async () => openApi);
  registerApiDocs(app, openApi);

  const answerNotFound = (req: FastifyRequest, reply: FastifyReply) =>
    sendError(new AppError('not_found'), req, reply);
  const webApp = await registerWebApp(app, answerNotFound);
  if (webApp) {
    registerLinkPages(app, database, services, webApp.sendAppPage);
  }
  app.setNotFoundHandler(answerNotFound);

  return app;
}
