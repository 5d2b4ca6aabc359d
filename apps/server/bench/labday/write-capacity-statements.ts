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

/** Mean statements per write; `…Notify`: of them, the NOTIFYs (sent after the commit). */
export type StatementCount = {
  scan: number;
  scanNotify: number;
  complete: number;
  completeNotify: number;
  writes: number;
  texts: string[];
};

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
  let notifies = 0;
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: the counting wrapper passes every overload through.
  (pg.Client.prototype as any).query = function (this: pg.Client, ...args: any[]) {
    count += 1;
    const [first] = args;
    const text = typeof first === "string" ? first : (first?.text as string | undefined);
    if (text?.startsWith("select pg_notify")) notifies += 1;
    if (texts.length < 40 && text) texts.push(text.replace(/\s+/g, " ").slice(0, 160));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
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
    // A NOTIFY no longer holds up the answer: each write is given time for it before the next.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    /** The first write warms up (not counted); the rest are counted, their texts kept. */
    const countEach = async <T>(items: readonly T[], one: (item: T) => Promise<void>) => {
      await one(items[0]!);
      await settle();
      texts.length = 0;
      const [before, notifiesBefore] = [count, notifies];
      for (const item of items.slice(1)) {
        await one(item);
        await settle();
      }
      const of = Math.max(1, items.length - 1);
      const mean = (sum: number) => Math.round((sum / of) * 10) / 10;
      return { statements: mean(count - before), notify: mean(notifies - notifiesBefore), texts: [...texts] };
    };
    const scan = await countEach(scans, scanOne);
    const complete = await countEach(tiers, completeOne);
    return {
      scan: scan.statements,
      scanNotify: scan.notify,
      complete: complete.statements,
      completeNotify: complete.notify,
      writes,
      texts: [
        ...dedupe(scan.texts).map((text) => `scan: ${text}`),
        ...dedupe(complete.texts).map((text) => `complete: ${text}`),
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
