// Statements per write: the product's scan and tier completion called in-process (the same use cases the
// HTTP routes call) on the bench database, every query node-postgres sends counted, BEGIN, COMMIT and
// the NOTIFY after the commit included. Each is a round trip to the database.
import { parseClaims } from "@gbo/domain/claims";
import pg from "pg";
import { openPostgres } from "../../src/db/postgres-database";
import type { Actor } from "../../src/modules/orders/order-write";
import { completeTier } from "../../src/modules/orders/tiers/complete-tier";
import { scanComic } from "../../src/modules/orders/tiers/scan-comic";
import { targetVersions, type WriteTargets } from "../write-targets";

export type StatementCount = { scan: number; complete: number; writes: number; texts: string[] };

/** Runs `writes` scans and `writes` completions of the prepared targets; the mean statements of each. */
export async function countProductStatements(
  url: string,
  targets: WriteTargets,
  worker: { id: string; name: string; claims: string },
  writes = 20,
): Promise<StatementCount> {
  const database = openPostgres(url);
  const actor: Actor = { id: worker.id, name: worker.name, claims: parseClaims(worker.claims) };
  const versions = targetVersions(targets);
  const texts: string[] = [];
  let count = 0;
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: the counting wrapper passes every overload through.
  (pg.Client.prototype as any).query = function (this: pg.Client, ...args: any[]) {
    count += 1;
    const [first] = args;
    const text = typeof first === "string" ? first : (first?.text as string | undefined);
    if (texts.length < 40 && text) texts.push(text.replace(/\s+/g, " ").slice(0, 160));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  const measure = async (run: () => Promise<void>, isRecorded: boolean) => {
    const before = count;
    await run();
    if (!isRecorded) texts.length = 0;
    return count - before;
  };
  try {
    // The first write of each kind opens connections and warms up; it is not counted.
    const scans = targets.scans.slice(0, writes + 1);
    const tiers = targets.tiers.slice(0, writes + 1);
    const scanOne = async (item: (typeof scans)[number]) => {
      const answer = await scanComic({
        database,
        actor,
        orderId: item.orderId,
        body: { code: item.code, tierId: item.tierId, version: versions.get(item.orderId) ?? 0 },
      });
      versions.set(item.orderId, answer.version);
    };
    const completeOne = async (item: (typeof tiers)[number]) => {
      const answer = await completeTier({
        database,
        actor,
        body: { orderId: item.orderId, tierId: item.tierId, version: versions.get(item.orderId) ?? 0 },
      });
      versions.set(item.orderId, answer.version);
    };
    await measure(() => scanOne(scans[0]!), false);
    let scanStatements = 0;
    for (const item of scans.slice(1)) scanStatements += await measure(() => scanOne(item), true);
    const scanTexts = [...texts];
    texts.length = 0;
    await measure(() => completeOne(tiers[0]!), false);
    texts.length = 0;
    let completeStatements = 0;
    for (const item of tiers.slice(1)) completeStatements += await measure(() => completeOne(item), true);
    const scanCount = Math.max(1, scans.length - 1);
    const completeCount = Math.max(1, tiers.length - 1);
    return {
      scan: Math.round((scanStatements / scanCount) * 10) / 10,
      complete: Math.round((completeStatements / completeCount) * 10) / 10,
      writes,
      texts: [
        ...dedupe(scanTexts).map((text) => `scan: ${text}`),
        ...dedupe(texts).map((text) => `complete: ${text}`),
      ],
    };
  } finally {
    pg.Client.prototype.query = original;
    await database.close();
  }
}

function dedupe(texts: readonly string[]): string[] {
  return [...new Set(texts)];
}
