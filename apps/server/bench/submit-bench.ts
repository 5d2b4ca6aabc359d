// `npx tsx bench/submit-bench.ts` (from apps/server): issue 14 "POST /api/orders/submit of 100 comics
// answers within 3x of a single-comic submit". A fresh database (embedded PGlite in a temp directory,
// or PostgreSQL when SUBMIT_BENCH_DATABASE_URL names an empty database), the app listening on loopback,
// real HTTP: warm-up, then SUBMIT_BENCH_REQUESTS submits of each size from SUBMIT_BENCH_CONCURRENCY
// clients, each with its own idempotency key. Prints p50 / p99 per size and the p99 ratio.
import { randomUUID } from "node:crypto";
import type { TSubmitOrder } from "@gbo/contracts/submissions";
import { seedSubmitter, submitBody, submitComic } from "../src/test/submit-kit";
import { percentile, startInProcessApp } from "./in-process-app";

const REQUESTS = Number(process.env.SUBMIT_BENCH_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.SUBMIT_BENCH_CONCURRENCY ?? 4);
const WARM_UP = 20;
const BUDGET = 3;
const databaseUrl = process.env.SUBMIT_BENCH_DATABASE_URL;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const { database, call, close } = await startInProcessApp({
    name: "submit-bench",
    claims: "invoicing",
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  try {
    const who = await seedSubmitter(database.db);
    const bodyOf = async (size: number) =>
      (
        await submitBody(database.db, who, {
          isInsurance: true,
          comics: Array.from({ length: size }, (_, i) =>
            submitComic({
              id: `c${i}`,
              press: i % 3 === 0 ? 1 : 0,
              image: i % 2 === 0,
              signatures: i % 5 === 0 ? [{ type: "ASP", name: "Signer" }] : [],
            }),
          ),
        })
      ).body;

    const post = async (body: TSubmitOrder): Promise<number> => {
      const started = performance.now();
      await call("POST", "/api/orders/submit", { ...body, idempotencyKey: randomUUID() });
      return performance.now() - started;
    };
    const run = async (body: TSubmitOrder, count: number) => {
      const times: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < count) {
            next += 1;
            times.push(await post(body));
          }
        }),
      );
      return times.sort((a, b) => a - b);
    };

    say(
      `POST /api/orders/submit on ${database.kind}, ${REQUESTS} requests per size, ${CONCURRENCY} concurrent`,
    );
    const results: Record<number, { p50: number; p99: number }> = {};
    for (const size of [1, 100]) {
      const body = await bodyOf(size);
      await run(body, WARM_UP);
      const times = await run(body, REQUESTS);
      results[size] = { p50: percentile(times, 50), p99: percentile(times, 99) };
      say(
        `  ${String(size).padStart(3)} comic(s): p50 ${results[size].p50.toFixed(1)} ms, p99 ${results[size].p99.toFixed(1)} ms`,
      );
    }
    const ratio = (results[100]?.p99 ?? 0) / (results[1]?.p99 ?? 1);
    say(
      `  p99 ratio 100 / 1: ${ratio.toFixed(2)}x (budget ${BUDGET}x) — ${ratio <= BUDGET ? "within" : "OVER"}`,
    );
    if (ratio > BUDGET) process.exitCode = 1;
  } finally {
    await close();
  }
}

await main();
