// Station ergonomics of the queues (issue 10): most overdue first on both lists, the late work the
// recent list leaves out, the step filter of the combined queues, and the menu's waiting/late counts;
// issue 13: the sort choice and the streamed CSV export of the whole filtered list.
import type { TQueueCounts, TQueuePage } from "@gbo/contracts/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCustomer } from "../../../seed/customers-factory";
import { buildOrderRows, insertOrderBatch, type SeedTierSpec, seedOrder } from "../../../seed/orders-factory";
import { createRandom, DAY_MS, isoDate } from "../../../seed/seed-random";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, seedWorker, signIn, type TestContext } from "../../../test/index";
import { getQueueCounts } from "./queue-counts";
import { QUEUE_CSV_BATCH, queueCsv } from "./queue-export";

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

describe("search", () => {
  it("finds an order by a fragment of its id anywhere, in any case (issue 30 §9)", async () => {
    const { orders } = await customerWith([{ dated: 2, tiers: [{ code: "SO", status: "PreGrade" }] }]);
    const id = orders[0]?.orderId ?? "";
    const fragment = id.slice(3, 9).toLowerCase();
    const found = (await page(grade, `/api/orders/queue/grading/1/${encodeURIComponent(fragment)}/all`)).body;
    expect(found.rows.map((r) => r.orderId)).toContain(id);
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

describe("sort (issue 13: lists people expect)", () => {
  it("sorts most overdue first by default, due last on -due, newest first on -date, 400 otherwise", async () => {
    const { search } = await customerWith([
      { dated: 9, tiers: [{ code: "SO", status: "PreGrade", dueDate: dueIn(5) }] },
      { dated: 3, tiers: [{ code: "SO", status: "Finalize", dueDate: dueIn(-3) }] },
      { dated: 6, tiers: [{ code: "SO", status: "PreGrade", dueDate: null }] },
      { dated: 1, tiers: [{ code: "SO", status: "PreGrade", dueDate: dueIn(-9) }] },
    ]);
    const sorted = async (sort: string) =>
      (await page(grade, `/api/orders/queue/grading/1/${search}/all${sort}`)).body.rows.map(
        (r) => r.daysLeft,
      );
    expect(await sorted("")).toEqual([-9, -3, 5, null]);
    expect(await sorted("?sort=due")).toEqual([-9, -3, 5, null]);
    expect(await sorted("?sort=-due")).toEqual([null, 5, -3, -9]);
    expect(await sorted("?sort=-date&steps=PreGrade")).toEqual([-9, null, 5]);
    expect((await grade.get(`/api/orders/queue/grading/1/${search}/all?sort=date`)).status).toBe(400);
    expect((await grade.get(`/api/orders/queue/grading/1/${search}/all?sort=`)).status).toBe(400);
  });
});

describe("GET /api/orders/queue/{queue}/export.csv", () => {
  const csvOf = async (claims: string, url: string) => {
    const worker = await seedWorker(ctx.db, {
      userName: `csv${++customerCounter}`,
      claims,
      displayName: "Csv",
    });
    const { authHeader } = await signIn(ctx.app, worker.userName, worker.password);
    const response = await ctx.app.inject({ method: "GET", url, headers: authHeader });
    return { status: response.statusCode, headers: response.headers, lines: response.body.split("\r\n") };
  };
  /** The first cell (order id) of each data line. */
  const orderIds = (lines: string[]) =>
    lines.slice(1, -1).map((line) => line.split(",")[0]!.replaceAll('"', ""));

  it("needs the queue's own claims (403), and validates the filters (400)", async () => {
    expect((await csvOf("billing", "/api/orders/queue/grading/export.csv")).status).toBe(403);
    expect((await csvOf("manageworker", "/api/orders/queue/billing/export.csv")).status).toBe(403);
    expect((await csvOf("grade", "/api/orders/queue/nowhere/export.csv")).status).toBe(400);
    expect((await csvOf("grade", "/api/orders/queue/grading/export.csv?steps=Labels")).status).toBe(400);
    expect((await csvOf("grade", "/api/orders/queue/grading/export.csv?sort=up")).status).toBe(400);
    expect((await csvOf("grade", "/api/orders/queue/grading/export.csv?extra=some")).status).toBe(400);
  });

  it("exports the list the page shows: search, window, steps and sort, quoted cells", async () => {
    customerCounter += 1;
    const tag = `ergo${customerCounter}xq`;
    const { customer } = await seedCustomer(ctx.db, {
      name: `=${tag} "Quote", Customer`,
      email: `${tag}@example.org`,
      country: "US",
    });
    const seeded = [];
    for (const spec of [
      { dated: 2, status: "Finalize" as const, due: -4 },
      { dated: 5, status: "PreGrade" as const, due: 2 },
      { dated: 4, status: "Finalize" as const, due: 6 },
      { dated: 70, status: "Finalize" as const, due: -30 },
    ])
      seeded.push(
        await seedOrder(ctx.db, {
          status: "InProcess",
          customerId: customer.id,
          date: daysAgo(spec.dated),
          tiers: [{ code: "SO", status: spec.status, count: 3, processed: 1, dueDate: dueIn(spec.due) }],
        }),
      );
    const ids = seeded.map((order) => order.orderId);
    const csv = await csvOf(
      "grade",
      `/api/orders/queue/grading/export.csv?search=${tag}&extra=recent&steps=Finalize`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="queue-grading.csv"');
    expect(csv.lines[0]).toBe(
      '"order","tier","customer","email","status","comics","processed","orderDate","receivedDate","dueDate","daysLeft","late","fastPass","country","collectible","rejected"',
    );
    expect(orderIds(csv.lines)).toEqual([ids[0], ids[2]]);
    expect(csv.lines[1]).toContain(
      `"${ids[0]}","SO","'=${tag} ""Quote"", Customer","${tag}@example.org","Finalize","3","1",`,
    );
    expect(csv.lines[1]).toContain(`"${dueIn(-4)}","-4","yes","0","US","Comic","no"`);
    expect(csv.lines[2]).toContain(`"${dueIn(6)}","6","no",`);
    expect(csv.lines.at(-1)).toBe("");
    const all = await csvOf(
      "grade",
      `/api/orders/queue/grading/export.csv?search=${tag}&extra=all&sort=-due`,
    );
    expect(orderIds(all.lines)).toEqual([ids[2], ids[1], ids[0], ids[3]]);
    const newest = await csvOf(
      "grade",
      `/api/orders/queue/grading/export.csv?search=${tag}&extra=all&sort=-date`,
    );
    expect(orderIds(newest.lines)).toEqual([ids[0], ids[2], ids[1], ids[3]]);
  });

  it("walks a tier list across keyset batches in every sort, ties and missing due dates included", async () => {
    const { search, orders } = await customerWith([
      {
        dated: 3,
        tiers: [
          { code: "SO", status: "HeatSeal", dueDate: dueIn(1) },
          { code: "SL", status: "HeatSeal", dueDate: dueIn(1) },
        ],
      },
      { dated: 3, tiers: [{ code: "SO", status: "HeatSeal", dueDate: dueIn(1) }] },
      { dated: 5, tiers: [{ code: "SE", status: "HeatSeal", dueDate: null }] },
      { dated: 2, tiers: [{ code: "SI", status: "HeatSeal", dueDate: null }] },
      { dated: 8, tiers: [{ code: "SO", status: "HeatSeal", dueDate: dueIn(-2) }] },
    ]);
    expect(orders).toHaveLength(5);
    const actor = { id: "t", name: "t", claims: ["heatseal"] };
    for (const sort of ["due", "-due", "-date"] as const) {
      const pageRows = (await page(grade, `/api/orders/queue/heatseal/1/${search}/all?sort=${sort}`)).status;
      expect(pageRows).toBe(403);
      const heatseal = await callerWith(ctx, "heatseal");
      const rows = (await page(heatseal, `/api/orders/queue/heatseal/1/${search}/all?sort=${sort}`)).body
        .rows;
      expect(rows).toHaveLength(6);
      let text = "";
      for await (const part of queueCsv({
        db: ctx.db,
        actor,
        queue: "heatseal",
        query: { search: decodeURIComponent(search), extra: "all", sort },
        batch: 2,
      }))
        text += part;
      const lines = text.split("\r\n");
      const keys = lines
        .slice(1, -1)
        .map((line) => line.split(",").slice(0, 2).join(",").replaceAll('"', ""));
      expect(keys).toEqual(rows.map((row) => `${row.orderId},${row.tierId}`));
    }
  });

  it("exports every row of a list longer than one batch, in order, each once", async () => {
    customerCounter += 1;
    const tag = `ergo${customerCounter}xq`;
    const { customer } = await seedCustomer(ctx.db, { name: `${tag} Bulk`, email: `${tag}@example.org` });
    const random = createRandom(13);
    const count = QUEUE_CSV_BATCH + 150;
    const built = Array.from({ length: count }, (_, i) =>
      buildOrderRows(
        {
          status: "Billing",
          customerId: customer.id,
          date: daysAgo(1 + (i % 20)),
          // Many ties on the due date, and some without one, around the batch boundary.
          dueDate: i % 7 === 0 ? null : dueIn((i % 11) - 5),
          tiers: [{ code: "SO", count: 1 }],
        },
        random,
      ),
    );
    await insertOrderBatch(ctx.db, built);
    for (const sort of ["due", "-due", "-date"]) {
      const csv = await csvOf(
        "billing",
        `/api/orders/queue/billing/export.csv?search=${tag}&extra=all&sort=${sort}`,
      );
      expect(csv.status).toBe(200);
      const ids = orderIds(csv.lines);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
      const dues = csv.lines.slice(1, -1).map((line) => line.split('","')[9]!);
      const dated = dues.filter((due) => due !== "");
      if (sort === "due") {
        expect(dated).toEqual([...dated].sort());
        expect(dues.slice(dated.length).every((due) => due === "")).toBe(true);
      }
      if (sort === "-due") {
        expect(dated).toEqual([...dated].sort().reverse());
        expect(dues.slice(0, count - dated.length).every((due) => due === "")).toBe(true);
      }
      if (sort === "-date") {
        const dates = csv.lines.slice(1, -1).map((line) => line.split('","')[7]!);
        expect(dates).toEqual([...dates].sort().reverse());
      }
    }
  });
});
