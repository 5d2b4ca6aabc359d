// What a monitor scrapes from GET /metrics: requests by route, the database's connections, live
// streams, the outbox and reconciler backlogs; and the token that guards it when one is set.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, paymentAttempts } from "../db/schema/index";
import { createTestContext, seedWorker, signIn, type TestContext } from "../test/index";

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ config: { metricsToken: "scrape-secret" } });
  const worker = await seedWorker(ctx.db, { userName: "metricsreader", claims: "admin" });
  token = (await signIn(ctx.app, worker.userName, worker.password)).accessToken;
});
afterAll(() => ctx.close());

async function scrape(): Promise<string> {
  const response = await ctx.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: "Bearer scrape-secret" },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toContain("text/plain");
  return response.body;
}

/** The value of one series, e.g. `gbo_event_streams_open` or `gbo_db_connections{state="open"}`. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("refuses a scrape without the configured token", async () => {
    const bare = await ctx.app.inject({ method: "GET", url: "/metrics" });
    expect(bare.statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer scrape-secrets" },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("counts requests by route pattern and status, and times them", async () => {
    const before =
      seriesValue(await scrape(), 'gbo_http_requests_total{method="GET",route="/api/ping",status="200"}') ??
      0;
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: "GET", url: "/api/ping" });
    await ctx.app.inject({
      method: "GET",
      url: `/api/orders/NOPE-${randomUUID()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await scrape();
    expect(seriesValue(text, 'gbo_http_requests_total{method="GET",route="/api/ping",status="200"}')).toBe(
      before + 3,
    );
    // The pattern, not the address: one series for every order.
    expect(text).toMatch(
      /gbo_http_requests_total\{method="GET",route="\/api\/orders\/:[A-Za-z]+",status="404"\} 1/,
    );
    expect(text).not.toContain("NOPE-");
    expect(
      seriesValue(text, 'gbo_http_request_duration_seconds_count{method="GET",route="/api/ping"}'),
    ).toBeGreaterThanOrEqual(3);
  });

  it("reports the database's connections, the outbox and the reconciler's backlog", async () => {
    await ctx.db.insert(mailOutbox).values([
      { to: "a@example.com", subject: "queued one", text: "x" },
      { to: "b@example.com", subject: "failed one", text: "x", status: "failed" },
      { to: "c@example.com", subject: "sent one", text: "x", status: "sent" },
    ]);
    const old = new Date(Date.now() - 10 * 60_000);
    await ctx.db.insert(paymentAttempts).values([
      {
        id: randomUUID(),
        orderId: "O-1",
        kind: "charge",
        amount: 100,
        workerId: "w",
        idempotencyKey: "k1",
        createdAt: old,
      },
      // Younger than the reconciler's delay: a request may still be finishing it.
      { id: randomUUID(), orderId: "O-1", kind: "charge", amount: 100, workerId: "w", idempotencyKey: "k2" },
    ]);
    const text = await scrape();
    expect(seriesValue(text, 'gbo_db_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'gbo_db_connections{state="waiting"}')).toBe(0);
    expect(seriesValue(text, 'gbo_mail_outbox_messages{state="queued"}')).toBe(1);
    expect(seriesValue(text, 'gbo_mail_outbox_messages{state="failed"}')).toBe(1);
    expect(seriesValue(text, "gbo_payment_attempts_unsettled")).toBe(1);
    // Node's own figures come along (event loop lag is the first sign of a stalled process).
    expect(text).toContain("gbo_nodejs_eventloop_lag_seconds");
  });

  it("counts open live-event streams while they are open", async () => {
    const base = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/events?access_token=${token}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(seriesValue(await scrape(), "gbo_event_streams_open")).toBe(1);
    controller.abort();
    await expect.poll(async () => seriesValue(await scrape(), "gbo_event_streams_open")).toBe(0);
  });
});
