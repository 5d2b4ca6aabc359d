import type { TErrorBody } from "@gbo/contracts/common";
import { hasAnyClaim, isAdmin, parseClaims } from "@gbo/domain/claims";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { WorkerRow } from "../db/schema/index";
import { createAccessTokenVerifier } from "./access-token";
import { guardRouteEmbeds } from "./embed-guard";
import type { RouteRegistry } from "./route-registry";
import type { WorkerCache } from "./worker-cache";

export type AuthWorker = {
  id: string;
  userName: string;
  displayName: string;
  role: string;
  claims: string[];
  isAdmin: boolean;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** Claims of which the worker needs one; [] means any signed-in worker. */
    claims?: readonly string[];
    /** No token needed. Every /api/ route must say either `claims` or `public`. */
    public?: boolean;
    /**
     * Also accept `?access_token=` (EventSource cannot send headers). Only for streams; never for writes.
     */
    isTokenInQueryAllowed?: boolean;
    /** The media type of an answer that is not JSON (a PDF, a CSV, a picture, an event stream): OpenAPI. */
    answers?: string;
  }
  interface FastifyRequest {
    /** The signed-in worker on protected routes; null on public ones. */
    worker: AuthWorker | null;
  }
}

export const DOCS_PREFIX = "/api/docs";

export const UNAUTHORIZED_MESSAGE = "Authorization has been denied for this request.";
export const FORBIDDEN_MESSAGE = "You do not have permission to do this.";

function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/");
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ?? null;
  }
  if (request.routeOptions.config.isTokenInQueryAllowed) {
    const query = request.query as Record<string, unknown> | undefined;
    const token = query?.access_token;
    return typeof token === "string" && token ? token : null;
  }
  return null;
}

/**
 * Makes every /api/ route declare who may call it (registration throws otherwise) and enforces it on
 * each request: a valid token whose worker is active and whose token version is current, then the claims.
 */
export function registerAuth(
  app: FastifyInstance,
  options: {
    /** The worker row as stored (identity's findWorkerById, handed in by app.ts: http imports no module). */
    findWorker: (workerId: string) => Promise<WorkerRow | undefined>;
    jwtSecret: Uint8Array;
    registry: RouteRegistry;
    workerCache: WorkerCache;
  },
): void {
  const { findWorker, jwtSecret, registry, workerCache } = options;
  const verifyAccessToken = createAccessTokenVerifier(jwtSecret);
  app.decorateRequest("worker", null);

  app.addHook("onRoute", (route) => {
    if (!isApiPath(route.url)) return;
    // The OpenAPI page and its assets are registered by @fastify/swagger-ui, which cannot pass a config.
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
      route.config = { ...route.config, public: true };
    }
    const config = (route.config ?? {}) as { claims?: unknown; public?: unknown };
    const isPublic = config.public === true;
    const hasClaims = Array.isArray(config.claims);
    if (isPublic === hasClaims) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} must declare exactly one of config.claims ([] = any signed-in worker) or config.public`,
      );
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const claims = isPublic ? null : (config.claims as string[]);
    // Records of another area in the answer get that area's claims (issue 27; embed-guard.ts).
    const embeds = guardRouteEmbeds(route, methods.join(","), claims);
    for (const method of methods) {
      // Fastify adds HEAD for every GET with the same config; the GET entry covers it.
      if (method === "HEAD" && route.url && methods.length === 1 && hasGetTwin(registry, route.url)) continue;
      registry.routes.push({ method, url: route.url, claims, embeds });
    }
  });

  const refuse = (reply: FastifyReply, status: 401 | 403, message: string) =>
    reply.status(status).send({ message } satisfies TErrorBody);

  app.addHook("onRequest", async (request, reply) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    if (!url || !isApiPath(url) || config.public === true) return;
    const token = bearerToken(request);
    if (!token) {
      request.log.warn({ route: url, reason: "no token" }, "auth: refused");
      return refuse(reply, 401, UNAUTHORIZED_MESSAGE);
    }
    const claims = await verifyAccessToken(token);
    const row = claims ? await workerCache.get(claims.workerId, findWorker) : undefined;
    if (!claims || !row?.isActive || row.tokenVersion !== claims.tokenVersion) {
      const reason = !claims ? "invalid or expired token" : !row ? "unknown worker" : "session ended";
      request.log.warn({ route: url, reason, workerId: claims?.workerId }, "auth: refused");
      return refuse(reply, 401, UNAUTHORIZED_MESSAGE);
    }
    request.worker = authWorkerOf(row);
    const needed = config.claims ?? [];
    if (!hasAnyClaim(request.worker.claims, needed)) {
      request.log.warn(
        { route: url, method: request.method, userName: row.userName, needed },
        "auth: forbidden (missing claim)",
      );
      return refuse(reply, 403, FORBIDDEN_MESSAGE);
    }
  });
}

// Derived once per cached worker row (the cache hands out the same row object until it forgets it).
const authWorkers = new WeakMap<WorkerRow, AuthWorker>();

function authWorkerOf(row: WorkerRow): AuthWorker {
  let worker = authWorkers.get(row);
  if (!worker) {
    const claims = parseClaims(row.claims);
    worker = Object.freeze({
      id: row.id,
      userName: row.userName,
      displayName: row.displayName,
      role: row.role,
      claims,
      isAdmin: isAdmin(claims),
    });
    authWorkers.set(row, worker);
  }
  return worker;
}

function hasGetTwin(registry: RouteRegistry, url: string): boolean {
  return registry.routes.some((r) => r.method === "GET" && r.url === url);
}
