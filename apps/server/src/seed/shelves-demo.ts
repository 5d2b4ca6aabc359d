// Demo shelves with tiers on them and their log (issue 17): two US shelves and a Canadian one holding
// tiers of generated in-process orders, with the moves that put them there (one tier moved between
// shelves, one taken off), and 26-SHLF001, a tier at HeatSeal on no shelf for the shelves e2e spec.
// Idempotent: the order and the shelves are made only when missing.
import { shelfLocation } from "@gbo/domain/shelves";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLog, orders, shelfLog, shelfTiers, shelves, tiers } from "../db/schema/index";
import { seedOrder } from "./orders-factory";
import { createRandom, DAY_MS } from "./seed-random";

/** One tier SO at HeatSeal, on no shelf: the shelves spec puts it on A-1-B and takes it off. */
export const DEMO_SHELF_ORDER = "26-SHLF001";

const SHELVED_STATUSES = ["HeatSeal", "Slab", "QC", "Shipping"];
/** Fixed demo orders (26-WALK001, 26-SHIP015…) belong to other specs: shelve generated ones only. */
const FIXED_DEMO_ID = /^\d\d-[A-Z]{4}\d{3}$/;
const BY = "Max Manager";
const SHELF_COUNTRY: Record<string, "US" | "CA"> = { "A-1-A": "US", "A-2-C": "US", "C-1-A": "CA" };

export async function seedDemoShelves(db: Db): Promise<void> {
  const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, DEMO_SHELF_ORDER));
  if (!existing) {
    await seedOrder(
      db,
      {
        id: DEMO_SHELF_ORDER,
        status: "InProcess",
        countryCode: "US",
        collectibleType: "Comic",
        tiers: [{ code: "SO", status: "HeatSeal", count: 1 }],
      },
      createRandom(20261117),
    );
  }
  const [anyShelf] = await db.select({ id: shelves.id }).from(shelves).limit(1);
  if (anyShelf) return;

  const candidates = async (country: "US" | "CA", wanted: number) => {
    const rows = await db
      .select({ orderId: tiers.orderId, tierId: tiers.id })
      .from(tiers)
      .innerJoin(orders, eq(orders.id, tiers.orderId))
      .where(
        and(
          eq(orders.status, "InProcess"),
          eq(orders.countryCode, country),
          inArray(tiers.status, SHELVED_STATUSES),
        ),
      )
      .orderBy(asc(tiers.orderId), asc(tiers.id))
      .limit(wanted + 20);
    return rows.filter((row) => !FIXED_DEMO_ID.test(row.orderId)).slice(0, wanted);
  };
  const us = await candidates("US", 5);
  const ca = await candidates("CA", 2);
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - (hoursAgo * DAY_MS) / 24);
  type Tier = { orderId: string; tierId: string };
  type Move = { tier: Tier; shelfId: string; action: 1 | 2; at: Date };
  const moves: Move[] = [];
  const placements: (Tier & { shelfId: string; placedAt: Date })[] = [];
  const put = (tier: Tier | undefined, shelfId: string, hoursAgo: number) => {
    if (!tier) return;
    moves.push({ tier, shelfId, action: 1, at: at(hoursAgo) });
    placements.push({ ...tier, shelfId, placedAt: at(hoursAgo) });
  };
  put(us[0], "A-1-A", 30);
  put(us[1], "A-1-A", 20);
  put(us[2], "A-2-C", 10);
  put(ca[0], "C-1-A", 26);
  put(ca[1], "C-1-A", 5);
  // A tier moved from A-2-C to A-1-A, and one taken off A-2-C (shipped out): the log shows both.
  if (us[3]) {
    moves.push(
      { tier: us[3], shelfId: "A-2-C", action: 1, at: at(48) },
      { tier: us[3], shelfId: "A-2-C", action: 2, at: at(4) },
    );
    put(us[3], "A-1-A", 4);
  }
  if (us[4]) {
    moves.push(
      { tier: us[4], shelfId: "A-2-C", action: 1, at: at(40) },
      { tier: us[4], shelfId: "A-2-C", action: 2, at: at(2) },
    );
  }
  if (placements.length === 0) return;
  const shelfIds = [...new Set(placements.map((p) => p.shelfId))];
  await db.transaction(async (tx) => {
    await tx
      .insert(shelves)
      .values(
        shelfIds.map((id) => ({
          id,
          location: shelfLocation(id),
          country: SHELF_COUNTRY[id] ?? "US",
          createdAt: at(72),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(shelfTiers)
      .values(placements.map((p) => ({ ...p, placedBy: BY })))
      .onConflictDoNothing();
    await tx
      .insert(shelfLog)
      .values(moves.map((m) => ({ shelfId: m.shelfId, ...m.tier, action: m.action, byName: BY, at: m.at })));
    await tx.insert(orderLog).values(
      moves.map((m) => ({
        orderId: m.tier.orderId,
        createdAt: m.at,
        author: BY,
        type: "Shelf",
        tierId: m.tier.tierId,
        description: m.action === 1 ? `Put on shelf ${m.shelfId}` : `Taken off shelf ${m.shelfId}`,
      })),
    );
  });
}
