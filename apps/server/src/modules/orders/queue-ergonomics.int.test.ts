// Station ergonomics of the queues (issue 10): most overdue first on both lists, the late work the
// recent list leaves out, the step filter of the combined queues, and the menu's waiting/late counts.
import type { TQueueCounts, TQueuePage } from "@gbo/contracts/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCustomer } from "../../db/seed/customers-factory";
import { type SeedTierSpec, seedOrder } from "../../db/seed/orders-factory";
import { DAY_MS, isoDate } from "../../db/seed/seed-random";
import { createTestContext, type TestContext } from "../../test/index";
import { type Caller, callerWith } from "./orders-test-kit";
import { getQueueCounts } from "./queue-counts";

let ctx: TestContext;
let grade: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  grade = await callerWith(ctx, "grade");
});
afterAll(() => ctx.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dueIn = (days: number) => isoDate(new Date(Date.now() + days * DAY_MS));

let customerCounter = 0;
/** Orders of one customer of their own, so a search by the name isolates them from the rest of the file. */
async function customerWith(
  orders: { dated: number; tiers?: SeedTierSpec[]; status?: "InProcess" | "Billing"; due?: number }[],
) {
  customerCounter += 1;
  const name = `Ergo${customerCounter}xq Customer`;
  const { customer } = await seedCustomer(ctx.db, {
    name,
    email: `ergo${customerCounter}@example.org`,
    country: "US",
  });
  const seeded = [];
  for (const spec of orders) {
    seeded.push(
      await seedOrder(ctx.db, {
        status: spec.status ?? "InProcess",
        customerId: customer.id,
        date: daysAgo(spec.dated),
        dueDate: spec.due === undefined ? undefined : dueIn(spec.due),
        tiers: spec.tiers,
      }),
    );
  }
  return { search: encodeURIComponent(`ergo${customerCounter}xq`), orders: seeded };
}

const page = (caller: Caller, url: string) => caller.get<TQueuePage>(url);

describe("both lists: most overdue first", () => {
  it("sorts the recent and the full grading list by due date, the most overdue first", async () => {
    const { search } = await customerWith([
      { dated: 2, tiers: [{ code: "SO", status: "PreGrade", dueDate: dueIn(5) }] },
      { dated: 3, tiers: [{ code: "SO", status: "Finalize", dueDate: dueIn(-3) }] },
      { dated: 1, tiers: [{ code: "SO", status: "PreGrade", dueDate: dueIn(-9) }] },
      { dated: 60, tiers: [{ code: "SO", status: "Finalize", dueDate: dueIn(-41) }] },
      { dated: 50, tiers: [{ code: "SO", status: "PreGrade", dueDate: dueIn(2) }] },
    ]);
    const recent = (await page(grade, `/api/orders/queue/grading/1/${search}/recent`)).body;
    const full = (await page(grade, `/api/orders/queue/grading/1/${search}/all`)).body;
    expect(recent.rows.map((r) => r.daysLeft)).toEqual([-9, -3, 5]);
    expect(full.rows.map((r) => r.daysLeft)).toEqual([-41, -9, -3, 2, 5]);
  });
});

describe("late work the recent list leaves out", () => {
  it("counts the full list's overdue rows dated before the window, with the same search and steps", async () => {
    const { search } = await customerWith([
      { dated: 3, tiers: [{ code: "SO", status: "PreGrade", dueDate: dueIn(-2) }] },
      { dated: 60, tiers: [{ code: "SO", status: "PreGrade", dueDate: dueIn(-10) }] },
      { dated: 45, tiers: [{ code: "SL", status: "Finalize", dueDate: dueIn(-1) }] },
      // Old but not late (due today or later): the recent list may leave it out without a warning.
      { dated: 70, tiers: [{ code: "SE", status: "Finalize", dueDate: dueIn(0) }] },
      { dated: 70, tiers: [{ code: "SI", status: "PreGrade", dueDate: dueIn(4) }] },
    ]);
    const recent = (await page(grade, `/api/orders/queue/grading/1/${search}/recent`)).body;
    expect(recent.total).toBe(1);
    expect(recent.overdueHidden).toBe(2);
    const finalizeOnly = (await page(grade, `/api/orders/queue/grading/1/${search}/recent?steps=Finalize`))
      .body;
    expect(finalizeOnly).toMatchObject({ total: 0, rows: [], overdueHidden: 1, steps: ["Finalize"] });
    const full = (await page(grade, `/api/orders/queue/grading/1/${search}/all`)).body;
    expect(full.total).toBe(5);
    expect(full.overdueHidden).toBe(0);
  });

  it("counts late orders on an order queue too", async () => {
    const { search } = await customerWith([
      { dated: 40, status: "Billing", due: -6 },
      { dated: 2, status: "Billing", due: 3 },
    ]);
    const billing = await callerWith(ctx, "billing");
    const recent = (await page(billing, `/api/orders/queue/billing/1/${search}/recent`)).body;
    expect(recent).toMatchObject({ total: 1, overdueHidden: 1 });
  });
});

describe("step filter of the combined queues", () => {
  it("lists only the steps asked for, in the total too", async () => {
    const { search } = await customerWith([
      {
        dated: 2,
        tiers: [
          { code: "SO", status: "PreGrade" },
          { code: "SL", status: "Finalize" },
        ],
      },
      { dated: 4, tiers: [{ code: "SO", status: "Finalize" }] },
    ]);
    const finalize = (await page(grade, `/api/orders/queue/grading/1/${search}/all?steps=Finalize`)).body;
    expect(finalize.total).toBe(2);
    expect(finalize.rows.map((r) => r.status)).toEqual(["Finalize", "Finalize"]);
    const both = (await page(grade, `/api/orders/queue/grading/1/${search}/all?steps=Finalize,PreGrade`))
      .body;
    expect(both.total).toBe(3);
    expect(both.steps).toEqual(["PreGrade", "Finalize"]);
    const none = (await page(grade, `/api/orders/queue/grading/1/${search}/all`)).body;
    expect(none.total).toBe(3);
  });

  it("refuses a step the queue does not list, and an over-long or malformed list, with 400", async () => {
    const foreign = await grade.get<{ message: string; modelState: unknown }>(
      "/api/orders/queue/grading/1/-/all?steps=Labels",
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("The grading queue has no step Labels.");
    expect(foreign.body.modelState).toEqual({ "querystring.steps": ["Choose from PreGrade, Finalize."] });
    const imaging = await callerWith(ctx, "imaging");
    expect((await imaging.get("/api/orders/queue/imaging/1/-/all?steps=Finalize")).status).toBe(400);
    expect((await imaging.get("/api/orders/queue/imaging/1/-/all?steps=ImagingSP")).status).toBe(200);
    expect(
      (await grade.get(`/api/orders/queue/grading/1/-/all?steps=${"Finalize,".repeat(5)}PreGrade`)).status,
    ).toBe(400);
    expect((await grade.get("/api/orders/queue/grading/1/-/all?steps=Pre%20Grade")).status).toBe(400);
  });
});

describe("GET /api/orders/queue-counts", () => {
  type Counts = Record<string, { waiting: number; late: number }>;
  const byQueue = (body: TQueueCounts): Counts =>
    Object.fromEntries(body.counts.map((c) => [c.queue, { waiting: c.waiting, late: c.late }]));
  const countsOf = async (caller: Caller) => {
    const response = await caller.get<TQueueCounts>("/api/orders/queue-counts");
    expect(response.status).toBe(200);
    return byQueue(response.body);
  };
  // Seeding writes the tables directly, which announces no order event to the read cache: the counts
  // around a seed are read from the use case, the counts around an API write through HTTP.
  const countedNow = async (claims: string) =>
    byQueue(await getQueueCounts({ db: ctx.db, actor: { id: "t", name: "t", claims: claims.split(",") } }));

  it("answers the station queues the worker's claims may read, in menu order", async () => {
    const finalize = await callerWith(ctx, "finalize");
    expect(Object.keys(await countsOf(finalize))).toEqual(["grading"]);
    const shipping = await callerWith(ctx, "shipping");
    // The completed-orders list (/support) is readable by shipping but is no station's work.
    expect(Object.keys(await countsOf(shipping))).toEqual(["shipping", "shipping-canada", "shipping-pickup"]);
    const admin = await callerWith(ctx, "admin");
    expect(Object.keys(await countsOf(admin))).toHaveLength(15);
    const manager = await callerWith(ctx, "manageworker");
    expect(await countsOf(manager)).toEqual({});
  });

  it("counts tiers of orders in process, waiting and late", async () => {
    const before = await countedNow("heatseal");
    await customerWith([
      { dated: 5, tiers: [{ code: "SO", status: "HeatSeal", dueDate: dueIn(-4) }] },
      { dated: 50, tiers: [{ code: "SO", status: "HeatSeal", dueDate: dueIn(0) }] },
    ]);
    // A cancelled order's tier stays at its station but is nobody's work.
    await seedOrder(ctx.db, {
      status: "Cancelled",
      tiers: [{ code: "SO", status: "HeatSeal", dueDate: dueIn(-4) }],
    });
    expect((await countedNow("heatseal")).heatseal).toEqual({
      waiting: before.heatseal!.waiting + 2,
      late: before.heatseal!.late + 1,
    });
  });

  it("counts orders on order queues, and sums both steps of a combined queue", async () => {
    const before = await countedNow("admin");
    await customerWith([
      { dated: 40, status: "Billing", due: -1 },
      {
        dated: 2,
        tiers: [
          { code: "SO", status: "PreGrade", dueDate: dueIn(-1) },
          { code: "SL", status: "Finalize" },
        ],
      },
    ]);
    const after = await countedNow("admin");
    expect(after.billing).toEqual({ waiting: before.billing!.waiting + 1, late: before.billing!.late + 1 });
    expect(after.grading).toEqual({ waiting: before.grading!.waiting + 2, late: before.grading!.late + 1 });
  });

  it("changes at once when a tier completion moves a late tier to the next station", async () => {
    const { orders } = await customerWith([
      { dated: 5, tiers: [{ code: "SO", status: "HeatSeal", count: 1, processed: 1, dueDate: dueIn(-4) }] },
    ]);
    const worker = await callerWith(ctx, "heatseal,slab");
    const before = await countsOf(worker);
    const done = await worker.send("POST", "/api/orders/tier", {
      orderId: orders[0]!.orderId,
      tierId: "SO",
      version: 1,
    });
    expect(done.status).toBe(200);
    const after = await countsOf(worker);
    expect(after.heatseal).toEqual({
      waiting: before.heatseal!.waiting - 1,
      late: before.heatseal!.late - 1,
    });
    expect(after.slab).toEqual({ waiting: before.slab!.waiting + 1, late: before.slab!.late + 1 });
  });
});
