// The receiving list shows the oldest boxes first (issue 30 point 7): Submitted orders have no due date, so
// "most overdue first" is how long the box has waited; the recent list says how many older boxes it leaves
// out (the menu badge counts them); a box shows a received date only once it is received.
import type { TQueuePage } from "@gbo/contracts/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../db/schema/index";
import { seedCustomer } from "../../../seed/customers-factory";
import { seedOrder } from "../../../seed/orders-factory";
import { DAY_MS } from "../../../seed/seed-random";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";
import { queueCsv } from "./queue-export";

let ctx: TestContext;
let receiver: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  receiver = await callerWith(ctx, "receiving");
});
afterAll(() => ctx.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Boxes of one customer, submitted `ages` days ago, with ids that do not follow their age. */
async function boxes(ages: readonly number[]) {
  const { customer } = await seedCustomer(ctx.db, {
    name: "Boxwait Customer",
    email: "boxwait@example.org",
    country: "US",
  });
  const ids = ["26-ZZZZZZ1", "26-AAAAAA2", "26-MMMMMM3", "26-BBBBBB4", "26-YYYYYY5"];
  const byAge = new Map<number, string>();
  for (const [i, age] of ages.entries()) {
    const id = ids[i] as string;
    await seedOrder(ctx.db, {
      id,
      status: "Submitted",
      customerId: customer.id,
      date: daysAgo(age),
      dueDate: null,
    });
    // A submitted order has no due date yet; a drop-off date typed at submit is not a receipt.
    await ctx.db
      .update(orders)
      .set({ receivedDate: daysAgo(age) })
      .where(eq(orders.id, id));
    byAge.set(age, id);
  }
  return byAge;
}

describe("the receiving list", () => {
  it("lists the longest-waiting boxes first, says what the recent list leaves out, no received date yet", async () => {
    const byAge = await boxes([10, 70, 1, 45, 5]);
    const oldestFirst = [70, 45, 10, 5, 1].map((age) => byAge.get(age));

    const all = await receiver.get<TQueuePage>("/api/orders/queue/receiving/1/boxwait/all");
    expect(all.status).toBe(200);
    expect(all.body.rows.map((r) => r.orderId)).toEqual(oldestFirst);
    expect(all.body.rows.every((r) => r.receivedDate === null)).toBe(true);
    expect(all.body.overdueHidden).toBe(0);

    const recent = await receiver.get<TQueuePage>("/api/orders/queue/receiving/1/boxwait/recent");
    expect(recent.body.rows.map((r) => r.orderId)).toEqual(oldestFirst.slice(2));
    // The two boxes of 70 and 45 days the recent list leaves out are said.
    expect(recent.body.overdueHidden).toBe(2);

    const reversed = await receiver.get<TQueuePage>("/api/orders/queue/receiving/1/boxwait/all?sort=-due");
    expect(reversed.body.rows.map((r) => r.orderId)).toEqual([...oldestFirst].reverse());

    // The export walks the same order across keyset batches, with no received date either.
    let text = "";
    for await (const chunk of queueCsv({
      db: ctx.db,
      actor: { id: "t", name: "t", claims: ["receiving"] },
      queue: "receiving",
      query: { search: "boxwait", extra: "all" },
      batch: 2,
    }))
      text += chunk;
    const rows = text
      .split("\r\n")
      .filter(Boolean)
      .slice(1)
      .map((line) => line.split(","));
    expect(rows.map((cells) => cells[0]?.replaceAll('"', ""))).toEqual(oldestFirst);
    // The receivedDate column is empty for every box not yet received.
    expect(rows.map((cells) => cells[8])).toEqual(Array(5).fill('""'));
  });
});
