// `npx tsx bench/labels-bench.ts` (from apps/server): DESIGN §9 "500 labels into one PDF in under 2 s".
// On a fresh database (PGlite, or the empty PostgreSQL database LABELS_BENCH_DATABASE_URL names), 50
// tiers of 10 graded comics at Labels (LABELS_BENCH_LABELS, default 500) are scanned into one worker's
// Comic queue over HTTP; then, each LABELS_BENCH_RUNS times (default 5): the queue's PDF generated
// (POST /api/orders/workerlabels/download/Comic: comics read, labels laid out with their Code 128 bars,
// streamed by pdfkit into the blob store, every label recorded) and downloaded (GET /api/orders/labels,
// streamed out of the blob store). The budget is on the generation; the download is reported beside it.
import type { TLabelPdf } from "@gbo/contracts/labels";
import { seedCustomer } from "../src/seed/customers-factory";
import { buildOrderRows, insertOrderBatch } from "../src/seed/orders-factory";
import { createRandom } from "../src/seed/seed-random";
import { percentile, startInProcessApp } from "./in-process-app";

const LABELS = Number(process.env.LABELS_BENCH_LABELS ?? 500);
const RUNS = Number(process.env.LABELS_BENCH_RUNS ?? 5);
const PER_TIER = 10;
const BUDGET_MS = 2000;
const databaseUrl = process.env.LABELS_BENCH_DATABASE_URL;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const { database, address, token, call, close } = await startInProcessApp({
    name: "labels-bench",
    claims: "labels",
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  try {
    const random = createRandom(20261125);
    const { customer } = await seedCustomer(database.db, { country: "US" }, random);
    const grades = [10, 9.9, 9.8, 9.8, 9.6, 9.4, 9.2, 8.5, 9.8, 9.0];
    const built = Array.from({ length: Math.ceil(LABELS / PER_TIER) }, (_, n) =>
      buildOrderRows(
        {
          id: `26-B${String(n).padStart(6, "0")}`,
          status: "InProcess",
          customerId: customer.id,
          collectibleType: "Comic",
          tiers: [
            {
              code: "SO",
              status: "Labels",
              count: PER_TIER,
              services: { hasSpecialImaging: false, hasSignature: true, hasPressing: true, hasImaging: true },
              press: 1,
              comics: grades.map((grade, i) => ({
                grade,
                category: "Certified",
                keyComments:
                  i % 3 === 0 ? ["First appearance of a long-running character in this title"] : [],
                signees: i % 4 === 0 ? [{ line1: "Stan Lee", line2: "Writer" }] : [],
                ...(i % 5 === 0 ? { title: "The Amazing Spider-Man Annual Special Edition" } : {}),
              })),
            },
          ],
        },
        random,
      ),
    );
    await insertOrderBatch(database.db, built);
    for (const rows of built)
      await call("POST", "/api/orders/labels/queue", {
        collectibleType: "Comic",
        scan: `${rows.order.id}-SO`,
      });
    say(`labels on ${database.kind}: ${built.length} tiers, ${LABELS} labels in one worker's Comic queue`);

    const generation: number[] = [];
    const download: number[] = [];
    let last: TLabelPdf | undefined;
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      let started = performance.now();
      last = await call<TLabelPdf>("POST", "/api/orders/workerlabels/download/Comic", {});
      generation.push(performance.now() - started);
      started = performance.now();
      const response = await fetch(`${address}/api/orders/labels?name=${last.pdfName}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      bytes = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      download.push(performance.now() - started);
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const ms = (value: number) => `${Math.round(value)} ms`;
    const gen = sorted(generation);
    const down = sorted(download);
    say(
      `  generate ${last?.labels} labels, ${last?.totalPages} sheets: median ${ms(percentile(gen, 50))}, worst ${ms(gen.at(-1) ?? Number.NaN)} (budget ${BUDGET_MS} ms); runs ${generation.map(ms).join(", ")}`,
    );
    say(
      `  download ${(bytes / 1024).toFixed(0)} KB streamed: median ${ms(percentile(down, 50))}, worst ${ms(down.at(-1) ?? Number.NaN)}`,
    );
    const isOver = (gen.at(-1) ?? Number.POSITIVE_INFINITY) > BUDGET_MS;
    say(`  500 labels into one PDF under 2 s: ${isOver ? "NO" : "yes"}`);
    if (isOver) process.exitCode = 1;
  } finally {
    await close();
  }
}

await main();
