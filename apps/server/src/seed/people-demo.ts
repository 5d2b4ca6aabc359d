// Demo sales reps and external users (issue 13). The demo orders name reps REP01, REP02, REP07 and REP12
// (orders-sample-data REP_CODES), so those reps have orders; REP30 has none and can be deleted. One
// completed demo order gets a CGX reference so the global search's reference lookup has something to find.
// Pat Payments (the payments demo's customer) has rewards to spend on a new submission.
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers, externalUsers, orders, salesReps } from "../db/schema/index";

export const DEMO_EXTERNAL_REFERENCE = "CGX-1001";
export const DEMO_REWARDS_CUSTOMER = "Pat Payments";
export const DEMO_REWARDS_CENTS = 2500;

export async function seedDemoPeople(db: Db): Promise<void> {
  await db
    .insert(salesReps)
    .values([
      { repCode: "REP01", firstName: "Rita", lastName: "Alvarez" },
      { repCode: "REP02", firstName: "Sam", lastName: "Becker" },
      { repCode: "REP07", firstName: "Tom", lastName: "Chen" },
      { repCode: "REP12", firstName: "Uma", lastName: "Dixon" },
      { repCode: "REP30", firstName: "Vic", lastName: "Evans" },
    ])
    .onConflictDoNothing();
  await db
    .insert(externalUsers)
    .values([
      { name: "Comic Grading Exchange", prefix: "CGX" },
      { name: "Shop Partners", prefix: "SHOP" },
    ])
    .onConflictDoNothing();
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "Completed"), isNull(orders.externalId)))
    .orderBy(desc(orders.id))
    .limit(1);
  if (order)
    await db.update(orders).set({ externalId: DEMO_EXTERNAL_REFERENCE }).where(eq(orders.id, order.id));
  await db
    .update(customers)
    .set({ rewardsAvailable: DEMO_REWARDS_CENTS })
    .where(eq(customers.name, DEMO_REWARDS_CUSTOMER));
}
