// Per-action CPU: after the mixed window, each station action alone from one client, back to back, for a
// few seconds; the server's (and PostgreSQL's) CPU over the phase divided by the requests it answered.

import { gradeBody } from "../write-bench";
import type { FloorTier } from "./floor";
import type { FloorClient } from "./floor-client";
import type { Floor } from "./workers";

export type Isolated = { action: string; count: number; serverCpuMs: number; dbCpuMs: number | null };

/** Reads a process group's CPU ticks now and, from the function it returns, the ticks used since. */
export type CpuMeter = () => Promise<() => Promise<{ server: number; db: number | null }>>;

type Versioned = { version: number };

async function versionOf(client: FloorClient, orderId: string): Promise<number | null> {
  const answer = await client.request("GET", `/api/orders/${orderId}`);
  return answer.ok ? (answer.json as { order: Versioned }).order.version : null;
}

/** Runs `act` back to back for `seconds` (or until it has nothing left), measuring CPU over it. */
async function phase(
  action: string,
  seconds: number,
  meter: CpuMeter,
  act: () => Promise<boolean>,
): Promise<Isolated> {
  const stop = await meter();
  const until = performance.now() + seconds * 1000;
  let count = 0;
  while (performance.now() < until && (await act())) count += 1;
  const used = await stop();
  const per = (ticks: number) => (count ? (ticks * 10) / count : 0);
  return { action, count, serverCpuMs: per(used.server), dbCpuMs: used.db === null ? null : per(used.db) };
}

/** Tiers taken off the floor at `station` for the isolation phases (the floor's restore puts them back). */
function takeTiers(floor: Floor, station: string, count: number): FloorTier[] {
  const tiers: FloorTier[] = [];
  for (let tier = floor.take(station); tier && tiers.length < count; tier = floor.take(station))
    tiers.push(tier);
  return tiers;
}

export async function isolateActions(client: FloorClient, floor: Floor, seconds: number, meter: CpuMeter) {
  const results: Isolated[] = [];
  const queuePath = "/api/orders/queue/heatseal/1/-/all?steps=HeatSeal";
  results.push(
    await phase("queue read", seconds, meter, async () => (await client.request("GET", queuePath)).ok),
  );
  const tiers = takeTiers(floor, "HeatSeal", 200);
  const versions = new Map<string, number>();
  let next = 0;
  results.push(
    await phase("order open", seconds, meter, async () => {
      const tier = tiers[next++ % Math.max(1, tiers.length)];
      if (!tier) return false;
      const [order, detail] = await Promise.all([
        client.request("GET", `/api/orders/${tier.orderId}`),
        client.request("GET", `/api/orders/${tier.orderId}/tiers/${tier.tierId}`),
      ]);
      if (order.ok) versions.set(tier.orderId, (order.json as { order: Versioned }).order.version);
      return order.ok && detail.ok;
    }),
  );
  // Scans: every comic of the taken tiers in turn; then the tiers whose comics were all scanned complete.
  const scans = tiers.flatMap((tier) => tier.comics.map((comic) => ({ tier, comic })));
  const scannedTiers = new Map<FloorTier, number>();
  next = 0;
  const write = async (orderId: string, method: string, path: string, body: (v: number) => object) => {
    const version = versions.get(orderId) ?? (await versionOf(client, orderId));
    if (version === null) return false;
    const answer = await client.request(method, path, body(version));
    if (answer.ok) versions.set(orderId, (answer.json as Versioned).version);
    else versions.delete(orderId);
    return answer.ok;
  };
  results.push(
    await phase("scan", seconds, meter, async () => {
      const item = scans[next++];
      if (!item) return false;
      const { tier, comic } = item;
      const ok = await write(tier.orderId, "POST", `/api/orders/${tier.orderId}/scan/comic`, (version) => ({
        code: comic.code,
        tierId: tier.tierId,
        version,
      }));
      if (ok) scannedTiers.set(tier, (scannedTiers.get(tier) ?? 0) + 1);
      return ok;
    }),
  );
  const complete = [...scannedTiers].filter(([tier, n]) => n === tier.comics.length).map(([tier]) => tier);
  next = 0;
  results.push(
    await phase("tier completion", seconds, meter, async () => {
      const tier = complete[next++];
      if (!tier) return false;
      return write(tier.orderId, "POST", "/api/orders/tier", (version) => ({
        orderId: tier.orderId,
        tierId: tier.tierId,
        version,
      }));
    }),
  );
  // Grade saves: every comic of PreGrade tiers in turn (a save needs no scan first).
  const grades = takeTiers(floor, "PreGrade", 100).flatMap((tier) =>
    tier.comics.map((comic) => ({ tier, comic })),
  );
  next = 0;
  results.push(
    await phase("grade save", seconds, meter, async () => {
      const item = grades[next++];
      if (!item) return false;
      const { tier, comic } = item;
      return write(tier.orderId, "PUT", `/api/orders/${tier.orderId}/comic/${comic.id}/grade`, gradeBody);
    }),
  );
  return results;
}
