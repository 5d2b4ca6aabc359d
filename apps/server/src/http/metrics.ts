// GET /metrics in Prometheus' text format (prom-client): requests and their latency by route, the
// database's connections, open live-event streams, the e-mail outbox and the payment reconciler's
// backlogs, and Node's own process figures. One registry per app, so tests can build several.
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "../db/client";

export type MetricSources = {
  poolStats: () => PoolStats;
  /** Queued and failed e-mails (modules/mail). */
  outboxBacklog: () => Promise<{ queued: number; failed: number }>;
  /** Payment attempts the reconciler has yet to settle (modules/payments). */
  paymentsBacklog: () => Promise<number>;
};

export type AppMetrics = {
  registry: Registry;
  /** Open GET /api/events streams of this process. */
  eventStreams: Gauge;
};

/** Seconds; a station action's budget is 0.1 s, a report's a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricSources): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "gbo_" });
  new Gauge({
    name: "gbo_db_connections",
    help: "Database connections by state (open, idle, and requests waiting for one)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = sources.poolStats();
      this.set({ state: "open" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "gbo_mail_outbox_messages",
    help: "E-mails not sent yet (queued) and failed for good (failed)",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      const backlog = await sources.outboxBacklog();
      this.set({ state: "queued" }, backlog.queued);
      this.set({ state: "failed" }, backlog.failed);
    },
  });
  new Gauge({
    name: "gbo_payment_attempts_unsettled",
    help: "Payment attempts still pending after the reconciler's delay (its backlog)",
    registers: [registry],
    async collect() {
      this.set(await sources.paymentsBacklog());
    },
  });
  const eventStreams = new Gauge({
    name: "gbo_event_streams_open",
    help: "Open live-event streams (GET /api/events) on this process",
    registers: [registry],
  });
  return { registry, eventStreams };
}

/** Counts and times every request by its route pattern (bounded labels), and serves GET /metrics. */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  const requests = new Counter({
    name: "gbo_http_requests_total",
    help: "HTTP requests by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers: [metrics.registry],
  });
  const latency = new Histogram({
    name: "gbo_http_request_duration_seconds",
    help: "HTTP request time by method and route pattern",
    labelNames: ["method", "route"],
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    // The pattern, never the address: ids would make a series per order.
    const route = request.routeOptions.url ?? "(no route)";
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get("/metrics", { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (token && !isBearer(request.headers.authorization, token)) {
      return reply.code(401).send({ message: "Authorization has been denied for this request." });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

function isBearer(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /i, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
