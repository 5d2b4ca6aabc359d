// `npx tsx bench/prereceive-bench.ts` (from apps/server): the pre-receiving hot paths of issue 15 over real
// HTTP on a fresh database (PGlite, or the empty PostgreSQL database PRERECEIVE_BENCH_DATABASE_URL names).
// For each size (1 and 100 comics) PRERECEIVE_BENCH_ORDERS Add comic orders of one tier are seeded, then
// each is filled by one `POST /api/orders/prereceive/comics/{id}/submit` (every comic new: sequences,
// certification numbers and every balance check) and routed by `POST /api/orders/prereceive/{id}/complete`.
// Prints p50 / p99 per call and size, and the save's p99 ratio 100 / 1 (budget 3x, as submit's).
import type { TPreReceive, TPreReceiveComic } from "@gbo/contracts/invoicing";
import { seedOrder } from "../src/seed/orders-factory";
import { percentile, startInProcessApp } from "./in-process-app";

const ORDERS = Number(process.env.PRERECEIVE_BENCH_ORDERS ?? 40);
const BUDGET = 3;
const databaseUrl = process.env.PRERECEIVE_BENCH_DATABASE_URL;
const say = (line: string) => process.stdout.write(`${line}\n`);

const comic = (i: number): TPreReceiveComic => ({
  id: null,
  tierId: "NW",
  title: "Amazing Spider-Man",
  issue: String(300 + i),
  year: "1988",
  publisher: "Marvel",
  variant: "",
  quantity: 1,
  insured: 10_000,
  image: false,
  international: false,
  press: false,
  pressScreen: false,
  originalArt: false,
  slabOnly: false,
  rawGrade: false,
  gradeScreen: false,
  reholder: false,
  reholderId: null,
  signatures: [],
});

async function main() {
  const { database, call, close } = await startInProcessApp({
    name: "prereceive-bench",
    claims: "invoicing",
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  try {
    say(`pre-receiving on ${database.kind}, ${ORDERS} orders per size, one at a time`);
    const saveP99: Record<number, number> = {};
    for (const size of [1, 100]) {
      const ids: string[] = [];
      for (let i = 0; i < ORDERS; i += 1) {
        const { orderId } = await seedOrder(database.db, {
          status: "AddComic",
          tiers: [{ code: "NW", count: size, entered: 0 }],
        });
        ids.push(orderId);
      }
      const comics = Array.from({ length: size }, (_, i) => comic(i));
      const saves: number[] = [];
      const completes: number[] = [];
      for (const [index, orderId] of ids.entries()) {
        const page = await call<TPreReceive>("GET", `/api/orders/${orderId}/prereceive`);
        let started = performance.now();
        const saved = await call<{ version: number }>(
          "POST",
          `/api/orders/prereceive/comics/${orderId}/submit`,
          {
            version: page.version,
            comics,
          },
        );
        const saveMs = performance.now() - started;
        started = performance.now();
        await call("POST", `/api/orders/prereceive/${orderId}/complete`, { version: saved.version });
        const completeMs = performance.now() - started;
        // The first few warm the caches and the JIT.
        if (index >= 5) {
          saves.push(saveMs);
          completes.push(completeMs);
        }
      }
      saves.sort((a, b) => a - b);
      completes.sort((a, b) => a - b);
      saveP99[size] = percentile(saves, 99);
      say(
        `  ${String(size).padStart(3)} comic(s): save p50 ${percentile(saves, 50).toFixed(1)} ms, p99 ${percentile(saves, 99).toFixed(1)} ms; complete p50 ${percentile(completes, 50).toFixed(1)} ms, p99 ${percentile(completes, 99).toFixed(1)} ms`,
      );
    }
    const ratio = (saveP99[100] ?? 0) / (saveP99[1] ?? 1);
    say(
      `  save p99 ratio 100 / 1: ${ratio.toFixed(2)}x (budget ${BUDGET}x) — ${ratio <= BUDGET ? "within" : "OVER"}`,
    );
    if (ratio > BUDGET) process.exitCode = 1;
  } finally {
    await close();
  }
}

await main();
