// `npx tsx bench/content-bench.ts` (from apps/server): the content hot paths of issue 16 on a fresh
// database (PGlite, or the empty PostgreSQL database CONTENT_BENCH_DATABASE_URL names) with
// CONTENT_BENCH_SUBSCRIBERS sign-ups (default 100,000), banners and a publication. Under 50 clients
// (autocannon, 5 s each): /api/ping, the public feed (fresh and revalidated with its ETag, as browsers and
// caches read it), the banner list and a subscribes search page; each p99 as a ratio of ping's (DESIGN §9
// budget 3x). Then the .xlsx export of every sign-up, streamed: time, bytes and the process's resident
// memory before, at its peak and after. Client and server share this process, so ratios are pessimistic.
import { sql } from "drizzle-orm";
import { banners, contentPublications } from "../src/db/schema/index";
import { startInProcessApp } from "./in-process-app";

type Cannon = (options: Record<string, unknown>) => Promise<{
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}>;
const autocannon = (await import("autocannon")).default as unknown as Cannon;

const SUBSCRIBERS = Number(process.env.CONTENT_BENCH_SUBSCRIBERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BUDGET = 3;
const databaseUrl = process.env.CONTENT_BENCH_DATABASE_URL;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const { database, address, token, call, close } = await startInProcessApp({
    name: "content-bench",
    claims: "managecontent",
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  try {
    const { db } = database;
    await db.execute(sql`
      insert into subscribers (email, first_name, last_name, created_at)
      select 'reader' || i || '@example.com', 'Reader', 'No ' || i, now() - (i % 365) * interval '1 day'
      from generate_series(1, ${SUBSCRIBERS}) as i`);
    await db.insert(banners).values(
      Array.from({ length: 12 }, (_, i) => ({
        startDate: "2026-01-01",
        endDate: "2099-12-31",
        header1: `Banner ${i + 1}`,
        line1: "Grading specials all month",
        sortOrder: i,
      })),
    );
    await call("PUT", "/api/banners/publish/", {});
    const published = await db.select().from(contentPublications);
    say(`content on ${database.kind}: ${SUBSCRIBERS} sign-ups, 12 banners, ${published.length} publication`);

    const feed = await fetch(`${address}/api/public/content`);
    const etag = feed.headers.get("etag") ?? "";
    const auth = { authorization: `Bearer ${token}` };
    const targets: { name: string; path: string; headers?: Record<string, string> }[] = [
      { name: "ping", path: "/api/ping" },
      { name: "public feed", path: "/api/public/content" },
      {
        name: "public feed, If-None-Match (304)",
        path: "/api/public/content",
        headers: { "if-none-match": etag },
      },
      { name: "banner list", path: "/api/banners/", headers: auth },
      { name: "subscribes search, a year, page 1", path: "/api/content/subscribe/all/-/-", headers: auth },
    ];
    let pingP99 = Number.NaN;
    let isOver = false;
    for (const target of targets) {
      const result = await autocannon({
        url: `${address}${target.path}`,
        connections: 50,
        duration: SECONDS,
        headers: { "accept-encoding": "gzip, deflate, br", ...target.headers },
      });
      if (target.name === "ping") pingP99 = result.latency.p99;
      const ratio = result.latency.p99 / pingP99;
      if (target.name !== "ping" && ratio > BUDGET) isOver = true;
      say(
        `  ${target.name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${ratio.toFixed(1)}x ping), ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}, errors ${result.errors}`,
      );
    }

    const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const response = await fetch(`${address}/api/content/subscribe/sendMailExcel/-/-`, { headers: auth });
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    const ms = performance.now() - started;
    clearInterval(sampler);
    say(
      `  .xlsx export of ${SUBSCRIBERS} sign-ups: ${response.status}, ${(bytes / 1_048_576).toFixed(1)} MB in ${Math.round(ms)} ms; resident memory ${mb(before)} before, ${mb(peak)} at peak, ${mb(process.memoryUsage().rss)} after`,
    );
    say(`  reads within ${BUDGET}x of ping: ${isOver ? "NO" : "yes"}`);
    if (isOver) process.exitCode = 1;
  } finally {
    await close();
  }
}

await main();
