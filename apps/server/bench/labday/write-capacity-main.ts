// The write-capacity part alone: `npx tsx bench/labday/write-capacity-main.ts` in apps/server.
// BENCH_CAPACITY_STEP_S (5), BENCH_CAPACITY_RATES ("25,50,…"), BENCH_CAPACITY_WARM_UP_S (3),
// BENCH_CAPACITY_RESULTS=1 writes bench/write-capacity-results.md.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensurePostgresDatabase } from "../bench-data";
import { say } from "../bench-server";
import { writeCapacityPart } from "./write-capacity";

const lines = await writeCapacityPart(await ensurePostgresDatabase());
say(lines.join("\n"));
if (process.env.BENCH_CAPACITY_RESULTS === "1") {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../write-capacity-results.md");
  writeFileSync(file, `${["# Bench results: write capacity", "", ...lines.slice(1)].join("\n")}\n`);
  say(`written to ${file}`);
}
