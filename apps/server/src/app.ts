import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE_PATH } from '@depot/contracts/constants';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { type FirstRun, initializeDatabase } from './db/seed/initialize.ts';
import type { Actor } from './lib/actor.ts';
import type { FileLook } from './lib/cells.ts';
import { createEventBus, type EventBus } from './lib/events.ts';
import { useCursorKey } from './lib/list-pages.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { buildModules, registerModuleRoutes } from './lib/modules.ts';
import type { SessionRecheck } from './lib/route.ts';
import { loadSigningKey } from './lib/signing-key.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import type {
  PlaceCountFolding,
  StockReconciliation,
} from './modules/stock/stock-reconciliation.ts';
import type { PlanExpiryReminder } from './modules/users/plan-expiry.ts';
import { serverRoot } from './paths.ts';
import { type RouteAccess, registerAccessControl } from './plugins/access.ts';
import { frameworkErrors, registerErrorHandling, serializeError } from './plugins/errors.ts';
import { registerTextRule } from './plugins/input-text.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { serverModules } from './server-modules.ts';

const packageJson: { version: string } = JSON.parse(
  readFileSync(path.join(serverRoot, 'package.json'), 'utf8'),
);

/** Where the server is reached when PUBLIC_URL is not set: its own listening address. */
function listeningUrl(app: FastifyInstance, config: Config): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    mailer: Mailer;
    /** Every API route with the access it declares (tests check each is enforced). */
    routeTable: RouteAccess[];
    /** Raises notifications (the subscriptions to `events` call it; tests call it directly). */
    notifications: NotificationsService;
    /** What has happened, for the parts of the server that act on it after its commit. */
    events: EventBus;
    /** What the first start into an empty database created; null on later starts. */
    firstRun: FirstRun | null;
    /** The hourly check for plans about to expire; the listening server starts it. */
    planExpiry: PlanExpiryReminder;
    /** The daily comparison of every stock balance with its ledger; the listening server starts it. */
    stockReconciliation: StockReconciliation;
    /** The folding of the warehouses' counts of places, every minute; the listening server starts it. */
    placeCountFolding: PlaceCountFolding;
    /** The access check run again for a session it accepted: a download's, between batches. */
    recheckSession: SessionRecheck;
    /** The time zone and formats the files a person downloads are written in. */
    fileLook: (actor: Actor) => Promise<FileLook>;
  }
}

function trustNearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Never let secrets reach the log. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
];

/**
 * Builds the whole server as one Fastify instance: tests call `app.inject`, only server.ts
 * listens. Opens the database, applies migrations and the first-run data before answering.
 */
export async function buildApp(
  config: Config,
  options: {
    logStream?: DestinationStream;
    /** Answer 500 for an error code an endpoint does not declare, so that tests catch it. */
    checkDeclaredCodes?: boolean;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      serializers: { err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    frameworkErrors: frameworkErrors(config.BODY_LIMIT),
    bodyLimit: config.BODY_LIMIT,
    // A hop count trusts that many proxies nearest the server; Fastify's types take it as a test.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? trustNearestHops(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Let in-flight requests finish on close; idle keep-alive sockets are dropped at once.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // UTF-8 only, Fastify's prototype-poisoning guards, and no deeper than any contract nests.
  registerJsonBody(app);
  // The API speaks JSON only: a text/plain body (which a page on another site may send without
  // asking first) is refused with 415 rather than ignored.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, {
    bodyLimit: config.BODY_LIMIT,
    checkDeclaredCodes: options.checkDeclaredCodes ?? false,
  });
  registerTextRule(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const database = await openDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, cacheMb: config.DATA_CACHE_MB },
    app.log,
  );
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.close();
  });
  // Before every plugin below: a request the server cannot take is refused before they work on it.
  registerLoadShedding(app, {
    maxInFlight: config.MAX_REQUESTS_IN_FLIGHT,
    // The embedded database runs its queries on this event loop: there, a lag measures one
    // long query (a large report's rows), not more requests than the server can answer.
    maxEventLoopDelayMs:
      database.engine === 'postgres' ? config.SHED_EVENT_LOOP_DELAY_MS : undefined,
  });
  try {
    const firstRun = await database.prepare((db) =>
      initializeDatabase(db, {
        seedDemo: config.SEED_DEMO,
        samples: serverModules.flatMap((module) => (module.sample ? [module.sample] : [])),
        adminEmail: config.ADMIN_EMAIL,
        adminPassword: config.ADMIN_PASSWORD,
        onStep: ({ index, count, name }) =>
          app.log.info(
            { step: index, of: count },
            `loading sample data ${index}/${count}: ${name}`,
          ),
      }),
    );
    app.decorate('firstRun', firstRun);
  } catch (error) {
    await database.close();
    throw error;
  }

  const signingKey = await loadSigningKey({ secret: config.JWT_SECRET, dataDir: config.DATA_DIR });
  useCursorKey(signingKey);
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logger: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.flush();
    mailer.close();
  });
  const routeTable: RouteAccess[] = [];
  app.decorate('routeTable', routeTable);
  const events = createEventBus(app.log);
  app.decorate('events', events);
  const modules = buildModules(serverModules, {
    app,
    config,
    database,
    db: database.db,
    events,
    logger: app.log,
    mailer,
    signingKey,
    publicUrl: () => config.PUBLIC_URL ?? listeningUrl(app, config),
    version: packageJson.version,
  });
  const sessions = modules.use('sessions');

  await registerSecurity(app);
  await app.register(cookie);
  await registerOpenApi(app, packageJson.version);
  await app.register(
    async (api) => {
      registerAccessControl(api, { authenticate: sessions.authenticate, routeTable });
      // Each module's endpoints carry their full paths under the API base.
      await registerModuleRoutes(api, serverModules, modules);
    },
    { prefix: API_BASE_PATH },
  );
  await registerWeb(app, config.WEB_DIST_DIR, { recognise: sessions.recognise });
  await app.ready();
  return app;
}
