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
import { createEventBus, type EventBus } from './lib/events.ts';
import { useCursorKey } from './lib/list-pages.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import type { SessionRecheck } from './lib/route.ts';
import { loadSigningKey } from './lib/signing-key.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createPasswordService } from './modules/auth/password.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { subscribeNotifications } from './modules/notifications/notification-subscriptions.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import {
  createNotificationsService,
  type NotificationsService,
} from './modules/notifications/notifications.service.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { packagesRoutes } from './modules/packages/packages.routes.ts';
import { createPackagesService } from './modules/packages/packages.service.ts';
import { receivingRoutes } from './modules/receiving/receiving.routes.ts';
import { createReceivingService } from './modules/receiving/receiving.service.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { createReferenceService } from './modules/reference/reference.service.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { createRolesService } from './modules/roles/roles.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createAccountService } from './modules/settings/account.service.ts';
import { createPreferencesService } from './modules/settings/preferences.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { shipmentsRoutes } from './modules/shipments/shipments.routes.ts';
import { createShipmentsService } from './modules/shipments/shipments.service.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { createTeamService } from './modules/team/team.service.ts';
import { transactionsRoutes } from './modules/transactions/transactions.routes.ts';
import { createTransactionsService } from './modules/transactions/transactions.service.ts';
import { createPlanExpiryReminder, type PlanExpiryReminder } from './modules/users/plan-expiry.ts';
import { userImportRoutes } from './modules/users/user-import.routes.ts';
import { createUserImportService } from './modules/users/user-import.service.ts';
import { userPlansRoutes } from './modules/users/user-plans.routes.ts';
import { createUserPlansService } from './modules/users/user-plans.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { countSubscribers, createUsersService } from './modules/users/users.service.ts';
import { zonesRoutes } from './modules/zones/zones.routes.ts';
import { createZonesService } from './modules/zones/zones.service.ts';
import { serverRoot } from './paths.ts';
import { type RouteAccess, registerAccessControl } from './plugins/access.ts';
import { frameworkErrors, registerErrorHandling, serializeError } from './plugins/errors.ts';
import { registerTextRule } from './plugins/input-text.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

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
    /** The access check run again for a session it accepted: a download's, between batches. */
    recheckSession: SessionRecheck;
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
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
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
  const tokens = createTokenService(signingKey);
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
  const publicUrl = () => config.PUBLIC_URL ?? listeningUrl(app, config);
  const sessions = createSessionService({
    db: database.db,
    tokens,
    mailer,
    signingKey,
    signInLimitPerIp: config.SIGN_IN_LIMIT_PER_IP,
  });
  app.decorate('recheckSession', sessions.recheck);
  const passwords = createPasswordService({ db: database.db, mailer, publicUrl });
  const preferences = createPreferencesService({ db: database.db });

  const notificationsService = createNotificationsService({ db: database.db, mailer, publicUrl });
  app.decorate('notifications', notificationsService);
  const events = createEventBus(app.log);
  app.decorate('events', events);
  const audit = createAuditService({ db: database.db });
  const roles = createRolesService({ db: database.db });
  const team = createTeamService({ db: database.db, passwords, sessions });
  const reference = createReferenceService();
  const zones = createZonesService({ db: database.db, reference });
  const packages = createPackagesService({
    db: database.db,
    zones,
    reference,
    subscriberCounts: countSubscribers,
  });
  const transactions = createTransactionsService({ db: database.db });
  const users = createUsersService({
    db: database.db,
    reference,
    packages,
    transactions,
    events,
  });
  const orders = createOrdersService({
    db: database.db,
    reference,
    readCursor: database.readCursor,
  });
  const userPlans = createUserPlansService({ db: database.db, packages, transactions, orders });
  const accounts = createAccountService({ db: database.db, team, users });
  const userImport = createUserImportService({
    db: database.db,
    reference,
    transactions,
    events,
  });
  const shipments = createShipmentsService({
    db: database.db,
    reference,
    users,
    events,
  });
  const receiving = createReceivingService({ db: database.db, users, events, logger: app.log });
  const dashboard = createDashboardService({ db: database.db, users });
  const search = createSearchService({
    users,
    team,
    packages,
    zones,
    shipments,
    receiving,
    orders,
  });
  const planExpiry = createPlanExpiryReminder({ db: database.db, events, logger: app.log });
  app.decorate('planExpiry', planExpiry);
  // preClose runs before any onClose hook, so a check under way ends before the database does.
  app.addHook('preClose', () => planExpiry.stop());
  const reports = createReportsService({ db: database.db, orders, events, logger: app.log });
  // What people are told of, once each change is committed.
  subscribeNotifications(events, { notifications: notificationsService, team });

  await registerSecurity(app);
  await app.register(cookie);
  await registerOpenApi(app, packageJson.version);
  await app.register(
    async (api) => {
      registerAccessControl(api, { authenticate: sessions.authenticate, routeTable });
      // Each module's endpoints carry their full paths under the API base.
      await api.register(healthRoutes(database, packageJson.version));
      await api.register(authRoutes({ sessions, passwords, tokens, signingKey }));
      await api.register(settingsRoutes({ preferences, accounts }));
      await api.register(notificationsRoutes(notificationsService));
      await api.register(rolesRoutes(roles, audit));
      await api.register(teamRoutes(team, audit));
      await api.register(auditRoutes(audit));
      await api.register(referenceRoutes(reference));
      await api.register(zonesRoutes(zones, audit));
      await api.register(packagesRoutes(packages, audit));
      await api.register(usersRoutes(users, audit));
      await api.register(userImportRoutes(userImport));
      await api.register(userPlansRoutes(userPlans));
      await api.register(shipmentsRoutes(shipments, audit));
      await api.register(receivingRoutes(receiving, audit));
      await api.register(ordersRoutes(orders, audit));
      await api.register(searchRoutes(search));
      await api.register(reportsRoutes(reports));
      await api.register(transactionsRoutes(transactions));
      await api.register(dashboardRoutes(dashboard));
    },
    { prefix: API_BASE_PATH },
  );
  await registerWeb(app, config.WEB_DIST_DIR, { recognise: sessions.recognise });
  await app.ready();
  return app;
}
