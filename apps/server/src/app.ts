import formbody from "@fastify/formbody";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AppContext } from "./app-context";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { registerAuth } from "./http/auth";
import { registerErrorHandler } from "./http/errors";
import { createRouteRegistry, type RouteRegistry } from "./http/route-registry";
import { registerWebApp } from "./http/web-app";
import { WORKER_CHANGED_CHANNEL, WorkerCache } from "./http/worker-cache";
import { createMailService, type MailService } from "./integrations/mail/mail-service";
import { accountRoutes } from "./modules/account/account.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { tokenRoutes } from "./modules/token/token.routes";

type ModulePlugin = (app: FastifyInstance, context: AppContext) => Promise<void>;

/** Every area's routes; adding a module is one line here. */
const MODULES: readonly ModulePlugin[] = [healthRoutes, tokenRoutes, accountRoutes, ordersRoutes];

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Tests pass their own to read what was sent. */
  mail?: MailService;
};

export type App = FastifyInstance & { context: AppContext };

/** OpenAPI: public routes need no token; protected ones state the claims the server checks. */
const documentAccess: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const config = (input.route.config ?? {}) as { public?: boolean; claims?: readonly string[] };
  const schema = { ...(output.schema as Record<string, unknown>) };
  if (config.public) {
    schema.security = [];
  } else if (config.claims) {
    const access =
      config.claims.length > 0 ? `Claims: ${config.claims.join(", ")} (any one).` : "Any signed-in worker.";
    schema.description = schema.description ? `${schema.description}\n\n${access}` : access;
  }
  return { ...output, schema };
};

export function redactTokens(url: string): string {
  return url.replace(/([?&](?:access_token|token|refresh_token)=)[^&#]*/gi, "$1[redacted]");
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ["req.headers.authorization"],
      // ISO-8601 UTC timestamps (DESIGN §7), readable without tooling.
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      // Event streams carry the access token in the query string; it must never reach the logs.
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactTokens(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    // Behind a load balancer the client address comes from X-Forwarded-For (sign-in throttling uses it).
    trustProxy: config.isBehindProxy,
    bodyLimit: 50 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const registry: RouteRegistry = createRouteRegistry();
  const mail =
    options.mail ??
    createMailService({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const context: AppContext = { config, database, db: database.db, mail, registry };

  registerErrorHandler(app);
  app.addHook("onSend", async (_request, reply) => {
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
  registerAuth(app, { db: database.db, jwtSecret: config.jwtSecret, registry, workerCache });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: "Grading back office API", version: "1" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: documentAccess,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list" } });

  for (const plugin of MODULES) await app.register(plugin, context);
  await registerWebApp(app, config.webDist);
  app.addHook("onClose", async () => {
    await mail.stop();
    await stopWorkerListen();
    workerCache.dispose();
  });
  return Object.assign(app as unknown as FastifyInstance, { context });
}
