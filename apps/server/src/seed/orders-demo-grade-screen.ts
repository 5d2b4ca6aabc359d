// A demo tier at PreGrade whose comics carry a grade screen (issue 29): to try "a grade below the grade
// screen (not raw grade) warns and asks to continue" (workflow §2), open 26-GSCR001-001 (screen 9.4) and
// grade it 9.2. Seeded after the other demo orders, from its own random stream and on an existing demo
// customer, so no other demo row changes.
import type { TierServices } from "@gbo/domain/workflow";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { addresses, customers, orders } from "../db/schema/index";
import { buildOrderRows, insertOrderBatch } from "./orders-factory";
import { createRandom, DAY_MS, isoDate } from "./seed-random";

/** Tier SO at PreGrade: comic 001 has a grade screen of 9.4, 002 of 9.8, 003 none. */
export const DEMO_GRADE_SCREEN = "26-GSCR001";

const SERVICES: TierServices = {
  hasSpecialImaging: false,
  hasSignature: false,
  hasPressing: false,
  hasImaging: true,
};

export async function seedDemoGradeScreen(db: Db, now = Date.now()): Promise<void> {
  const [seeded] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, DEMO_GRADE_SCREEN));
  if (seeded) return;
  // The first US customer with a default address (the demo orders' customers come first).
  const [customer] = await db
    .select({ customerId: customers.id, addressId: addresses.id })
    .from(customers)
    .innerJoin(addresses, and(eq(addresses.customerId, customers.id), eq(addresses.isDefault, true)))
    .where(eq(customers.country, "US"))
    .orderBy(asc(customers.id))
    .limit(1);
  if (!customer) throw new Error("demo seed: no US customer for the grade screen order");
  const built = buildOrderRows(
    {
      id: DEMO_GRADE_SCREEN,
      status: "InProcess",
      customerId: customer.customerId,
      addressId: customer.addressId,
      countryCode: "US",
      collectibleType: "Comic",
      date: new Date(now - 4 * DAY_MS),
      // Due in three weeks, behind the demo's overdue PreGrade tiers: it does not head the station's list.
      dueDate: isoDate(new Date(now + 21 * DAY_MS)),
      tiers: [
        {
          code: "SO",
          status: "PreGrade",
          count: 3,
          services: SERVICES,
          press: 0,
          comics: [
            { title: "Amazing Spider-Man", issue: "129", gradeScreen: 9.4 },
            { title: "Saga", issue: "1", gradeScreen: 9.8 },
            { title: "Batman", issue: "227" },
          ],
        },
      ],
    },
    createRandom(20261129),
  );
  await insertOrderBatch(db, [built]);
}
