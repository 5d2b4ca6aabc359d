// Demo history for the dashboard (issue 18): 30 orders (26-DASH001…) received over the last 30 days and
// walked through their stations at made-up but plausible times, so the flow chart, throughput and
// turnaround have something to show. Pressing is slow (two to five days a tier) and its line climbs;
// the rest ship. Moves are written as the workflow writes them (status and status_changed_at); the
// station_visits triggers record the stays. Idempotent: nothing is made when 26-DASH001 exists.
import { tierRoute } from "@gbo/domain/workflow";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders, tiers } from "../db/schema/index";
import { seedCustomer } from "./customers-factory";
import { seedOrder } from "./orders-factory";
import { createRandom, DAY_MS, isoDate } from "./seed-random";

export const DASHBOARD_DEMO_ORDERS = 30;
export const dashboardDemoOrderId = (n: number) => `26-DASH${String(n).padStart(3, "0")}`;
const HOUR_MS = 3_600_000;

export async function seedDemoDashboard(db: Db, now = Date.now()): Promise<void> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, dashboardDemoOrderId(1)));
  if (existing) return;
  const random = createRandom(20261125);
  const { customer, address } = await seedCustomer(
    db,
    { country: "US", firstName: "Dana", lastName: "Dashboard" },
    random,
  );
  const hours = (min: number, max: number) => (min + random() * (max - min)) * HOUR_MS;

  for (let n = 1; n <= DASHBOARD_DEMO_ORDERS; n++) {
    const orderId = dashboardDemoOrderId(n);
    const received = now - (31 - n) * DAY_MS + hours(0, 8);
    const services = {
      hasSpecialImaging: false,
      hasSignature: false,
      hasPressing: n % 2 === 0,
      hasImaging: false,
    };
    const route = tierRoute(services);
    const code = n % 3 === 0 ? "SL" : "SO";
    await seedOrder(
      db,
      {
        id: orderId,
        customerId: customer.id,
        addressId: address?.id ?? null,
        status: "InProcess",
        date: new Date(received - DAY_MS),
        // Far enough out that these orders sort after the other demo work in every queue.
        dueDate: isoDate(new Date(now + 90 * DAY_MS)),
        tiers: [{ code, status: route[0], count: 1 + (n % 4), services }],
      },
      random,
    );
    await db
      .update(orders)
      .set({ receivedDate: new Date(received), statusChangedAt: new Date(received) })
      .where(eq(orders.id, orderId));
    await db
      .update(tiers)
      .set({ statusChangedAt: new Date(received), days: code === "SL" ? 20 : 10 })
      .where(eq(tiers.orderId, orderId));

    // Walk the tier on while the made-up times stay in the past; where one would not, it waits there.
    let at = received;
    let reached = 0;
    for (let step = 1; step < route.length; step++) {
      const stay = route[step - 1] === "Pressing" ? hours(48, 120) : hours(2, 30);
      if (at + stay > now) break;
      at += stay;
      reached = step;
      await db
        .update(tiers)
        .set({ status: route[step], statusChangedAt: new Date(at) })
        .where(and(eq(tiers.orderId, orderId), eq(tiers.id, code)));
    }
    if (route[reached] !== "Shipping") continue;
    // Billing as the last tier is done, then billing's and shipping's own stays.
    for (const [status, min, max] of [
      ["Billing", 0, 0],
      ["Shipping", 2, 20],
      ["Completed", 4, 30],
    ] as const) {
      const stay = hours(min, max);
      if (at + stay > now) break;
      at += stay;
      await db
        .update(orders)
        .set({
          status,
          statusChangedAt: new Date(at),
          ...(status === "Completed" ? { trackingNumber: `1Z${orderId.replace("-", "")}` } : {}),
        })
        .where(eq(orders.id, orderId));
    }
  }
}
