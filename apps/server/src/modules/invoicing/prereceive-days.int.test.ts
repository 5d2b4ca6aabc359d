// Due dates follow the turnaround sold (issue 30 point 4): an order made through the submit call, received,
// invoiced and pre-received routes each tier due in the days its submission form promised (VP with
// Express "2 weeks", NW with a VSP "5 weeks", VI with press screening "6 weeks", PM with an ASP "3 weeks"),
// and only the tier sold with a fast pass carries the FAST PASS flag in the station queues.
import type { TQueuePage } from "@gbo/contracts/orders";
import { tat } from "@gbo/domain/catalog";
import { addDays, utcDay } from "@gbo/domain/dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tiers } from "../../db/schema/index";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, type TestContext } from "../../test/index";
import { type Submitter, seedSubmitter, submitBody, submitComic } from "../../test/submit-kit";

let ctx: TestContext;
let clerk: Caller;
let who: Submitter;
beforeAll(async () => {
  ctx = await createTestContext();
  clerk = await callerWith(ctx, "admin");
  who = await seedSubmitter(ctx.db);
});
afterAll(() => ctx.close());

const vintage = { year: 1968, title: "Amazing Spider-Man", issue: "61" };

async function submittedOrder() {
  const { body, quote } = await submitBody(ctx.db, who, {
    comics: [
      submitComic({ id: "vp", tierId: "VP", insured: 50_000, fastPassValue: 2, ...vintage }),
      submitComic({ id: "nw", tierId: "NW", signatures: [{ type: "VSP", name: "Stan Lee" }] }),
      submitComic({ id: "vi", tierId: "VI", pressScreen: true, ...vintage }),
      submitComic({
        id: "pm",
        tierId: "PM",
        insured: 500_000,
        signatures: [{ type: "ASP", name: "Jack Kirby" }],
      }),
    ],
  });
  // What the submission form showed for each comic.
  expect(quote.comics.map((c) => tat(c.days))).toEqual(["2 weeks", "5 weeks", "6 weeks", "3 weeks"]);
  const made = await clerk.send<{ id: string; message?: string }>("POST", "/api/orders/submit", body);
  expect(made.status, made.body.message).toBe(200);
  return made.body.id;
}

/** Receiving, invoicing and pre-receiving completed through their calls, as the office does it. */
async function routed(orderId: string) {
  const received = await clerk.send<{ version: number }>("POST", `/api/orders/${orderId}/receiving`, {
    version: 1,
    counts: {},
    complete: true,
  });
  expect(received.status).toBe(200);
  const invoiced = await clerk.send<{ version: number; message: string }>(
    "POST",
    `/api/orders/${orderId}/invoice/complete`,
    { version: received.body.version, payMethodId: who.payMethodId },
  );
  expect(invoiced.status, invoiced.body.message).toBe(200);
  const version = invoiced.body.version;
  // The invoice's standard days on the tier rows (what an invoice save writes): the route must not read them.
  await ctx.db.update(tiers).set({ days: 30 }).where(eq(tiers.orderId, orderId));
  const done = await clerk.send<{ message: string }>("POST", `/api/orders/prereceive/${orderId}/complete`, {
    version,
  });
  expect(done.status, done.body.message).toBe(200);
}

describe("pre-receiving complete: each tier due in the days it was sold", () => {
  it("VPE 10 days, NW with VSP 35, VI with press screening 37, PM with ASP 17; only VPE is fast pass", async () => {
    const orderId = await submittedOrder();
    await routed(orderId);
    const today = utcDay(new Date());
    const rows = await ctx.db.select().from(tiers).where(eq(tiers.orderId, orderId));
    const due = Object.fromEntries(rows.map((t) => [t.id, [t.days, t.dueDate]]));
    expect(due).toEqual({
      VPE: [10, addDays(today, 10)],
      NW: [35, addDays(today, 35)],
      VI: [37, addDays(today, 37)],
      PM: [17, addDays(today, 17)],
    });

    const flags = new Map<string, boolean>();
    for (const queue of ["signature", "pressing", "grading"]) {
      const page = await clerk.get<TQueuePage>(`/api/orders/queue/${queue}/1/${orderId}/all`);
      expect(page.status).toBe(200);
      for (const row of page.body.rows) flags.set(row.tierId ?? "", row.isFastPass);
    }
    expect(Object.fromEntries(flags)).toEqual({ VPE: true, NW: false, VI: false, PM: false });
  });
});
