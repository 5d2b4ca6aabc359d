import { randomUUID } from "node:crypto";
import formbody from "@fastify/formbody";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AppContext } from "./app-context";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { eventsRoutes } from "./events/events.routes";
import { registerAuth } from "./http/auth";
import { onFrameworkError, registerErrorHandler } from "./http/errors";
import { registerInputGuard } from "./http/input-guard";
import { createMetrics, registerMetrics } from "./http/metrics";
import { documentRoute } from "./http/openapi-document";
import { LOG_SERIALIZERS, RequestLogController } from "./http/request-log";
import { createRouteRegistry, type RouteRegistry } from "./http/route-registry";
import { registerWebApp } from "./http/web-app";
import { WORKER_CHANGED_CHANNEL, WorkerCache } from "./http/worker-cache";
import { createBlobStore } from "./integrations/blobs/index";
import { createMailService, type MailService } from "./integrations/mail/mail-service";
import { createPaymentGateway } from "./integrations/payments/index";
import type { PaymentGateway } from "./integrations/payments/payment-gateway";
import { catalogRoutes } from "./modules/catalog/index";
import { comicsRoutes } from "./modules/comics/index";
import { contentRoutes } from "./modules/content/index";
import { customersRoutes } from "./modules/customers/index";
import { dashboardRoutes } from "./modules/dashboard/index";
import { externalUsersRoutes } from "./modules/external-users/index";
import { healthRoutes } from "./modules/health/index";
import { findWorkerById, identityRoutes } from "./modules/identity/index";
import { invoicingRoutes } from "./modules/invoicing/index";
import { labelsRoutes } from "./modules/labels/index";
import { countOutboxBacklog, mailRoutes } from "./modules/mail/index";
import { ordersRoutes } from "./modules/orders/index";
import { countPendingAttempts, paymentsRoutes, RECONCILE_AFTER_MS } from "./modules/payments/index";
import { promoRoutes } from "./modules/promo/index";
import { salesRepsRoutes } from "./modules/sales-reps/index";
import { settingsRoutes } from "./modules/settings/index";
import { shelvesRoutes } from "./modules/shelves/index";
import { submissionsRoutes } from "./modules/submissions/index";

type ModulePlugin = (app: FastifyInstance, context: AppContext) => Promise<void>;

/** GET /api/events (events/): a stream lives as long as its worker's session, read through identity. */
const liveEventsRoutes: ModulePlugin = (app, context) =>
  eventsRoutes(app, context, (id) => findWorkerById(context.db, id));

/** Every area's routes; adding a module is one line here. */
const MODULES: readonly ModulePlugin[] = [
  healthRoutes,
  identityRoutes,
  ordersRoutes,
  liveEventsRoutes,
  comicsRoutes,
  paymentsRoutes,
  salesRepsRoutes,
  externalUsersRoutes,
  customersRoutes,
  catalogRoutes,
  submissionsRoutes,
  invoicingRoutes,
  promoRoutes,
  contentRoutes,
  settingsRoutes,
  mailRoutes,
  labelsRoutes,
  shelvesRoutes,
  dashboardRoutes,
];

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Tests pass their own to read what was sent. */
  mail?: MailService;
  /** Tests pass their own to fail a gateway call on purpose. */
  payments?: PaymentGateway;
};

export type App = FastifyInstance & { context: AppContext };

/** Largest request body by default: JSON payloads of this API are a few kilobytes. A route that takes
 * uploads raises it with its own `bodyLimit`. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** An X-Request-Id a proxy sends is kept when it is this plain and short; otherwise the server makes one. */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The sign-in form (POST /token) holds a user name, a password or a refresh token: a few hundred bytes. */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

function loggerOptions(
  config: AppConfig,
  given: FastifyServerOptions["logger"],
): FastifyServerOptions["logger"] {
  if (given === false) return false;
  return {
    level: config.logLevel,
    redact: ["req.headers.authorization"],
    // ISO-8601 UTC timestamps (DESIGN §7), readable without tooling.
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    ...(typeof given === "object" && given ? given : {}),
    // Whatever the caller's options, no line holds a secret query value, a body or an unbounded text.
    serializers: LOG_SERIALIZERS,
  };
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  // Typed as the plain HTTP server's instance: routes use only what HTTP/1.1 and HTTP/2 share.
  const createServer = Fastify as (serverOptions: FastifyServerOptions) => FastifyInstance;
  const app = createServer({
    // HTTPS where a certificate is configured, then HTTP/2: every tab's live stream and requests share
    // one connection instead of HTTP/1.1's six per host.
    ...(config.tls ? { http2: true, https: { allowHTTP1: true, ...config.tls } } : {}),
    logger: loggerOptions(config, options.logger),
    // One line per request instead of Fastify's two.
    logController: new RequestLogController(),
    // Behind a load balancer the client address comes from X-Forwarded-For (sign-in throttling uses it).
    trustProxy: config.isBehindProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: onFrameworkError,
    // Every line a request logs carries its id (reqId); nginx's $request_id passes through to tie both logs.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const registry: RouteRegistry = createRouteRegistry();
  const mail =
    options.mail ??
    createMailService({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const blobs = await createBlobStore(config);
  const payments = options.payments ?? createPaymentGateway(config, database.db);
  const metrics = createMetrics({
    poolStats: () => database.poolStats(),
    outboxBacklog: () => countOutboxBacklog(database.db),
    paymentsBacklog: () => countPendingAttempts(database.db, new Date(Date.now() - RECONCILE_AFTER_MS)),
  });
  const context: AppContext = { config, database, db: database.db, mail, registry, blobs, payments, metrics };

  registerErrorHandler(app);
  // Before any module: every route, present and future, refuses malformed text the same way.
  registerInputGuard(app);
  registerMetrics(app, metrics, config.metricsToken);
  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Request-Id", request.id);
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("X-Frame-Options", "DENY");
    // Reset and verification links carry their token in the address: never pass it on as a referrer.
    reply.header("Referrer-Policy", "no-referrer");
  });
  const workerCache = new WorkerCache();
  const stopWorkerListen = await database.listen(
    WORKER_CHANGED_CHANNEL,
    (workerId) => workerCache.forget(workerId),
    () => workerCache.clear(),
  );
  registerAuth(app, {
    findWorker: (id) => findWorkerById(database.db, id),
    jwtSecret: config.jwtSecret,
    registry,
    workerCache,
  });
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT_BYTES });
  await app.register(swagger, {
    openapi: {
      info: { title: "Grading back office API", version: "1" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
    // Schemas named with `.meta({ id })` become components/schemas, so their $refs resolve.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list" } });

  for (const plugin of MODULES) await app.register(plugin, context);
  await registerWebApp(app, config.webDist);
  app.addHook("onClose", async () => {
    await mail.stop();
    await blobs.close();
    await stopWorkerListen();
    workerCache.dispose();
  });
  return Object.assign(app as unknown as FastifyInstance, { context });
}
