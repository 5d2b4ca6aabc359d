// Pre-receiving through the HTTP API: the page's read with its balances, the comics submit (new
// sequences and certification numbers, edits, removals, every balance message, 409, 403, wrong status),
// complete (refused while a balance is open; each tier to its first station with a due date, its comics
// scannable there) and remove original art.
import type {
  TPreReceive,
  TPreReceiveComic,
  TPreReceiveCompleteResult,
  TPreReceiveSubmitResult,
} from "@gbo/contracts/invoicing";
import type { TOrderLog, TTierDetail } from "@gbo/contracts/orders";
import { addDays, utcDay } from "@gbo/domain/dates";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics, orders, tiers } from "../../db/schema/index";
import { seedOrder } from "../../seed/orders-factory";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, type TestContext } from "../../test/index";
import { ALL_SERVICES, NO_SERVICES, tierTestKit } from "../../test/tier-kit";

let ctx: TestContext;
let invoicer: Caller;
let comicsWorker: Caller;
let grader: Caller;
const { stationWorker, scanAll } = tierTestKit(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
  invoicer = await callerWith(ctx, "invoicing");
  comicsWorker = await callerWith(ctx, "comics");
  grader = await callerWith(ctx, "grade");
});
afterAll(() => ctx.close());

type Refusal = { message: string };

/** An Add comic order: SO (3 comics, $600, 1 image, 1 press; 1 entered) and WS (1 comic, none entered). */
async function addComicOrder() {
  const { orderId } = await seedOrder(ctx.db, {
    status: "AddComic",
    tiers: [
      { code: "SO", count: 3, entered: 1, services: ALL_SERVICES, press: 1 },
      { code: "WS", count: 1, entered: 0, services: NO_SERVICES, press: 0 },
    ],
  });
  await ctx.db
    .update(tiers)
    .set({ insured: 60_000, invoiceCounts: { imageCount: 1, pressCount: 1 }, days: 20 })
    .where(and(eq(tiers.orderId, orderId), eq(tiers.id, "SO")));
  await ctx.db
    .update(tiers)
    .set({ insured: 0, days: 10 })
    .where(and(eq(tiers.orderId, orderId), eq(tiers.id, "WS")));
  await ctx.db.update(comics).set({ insured: 10_000 }).where(eq(comics.orderId, orderId));
  await ctx.db
    .update(orders)
    .set({ addOnCounts: { aspComicsCount: 1 } })
    .where(eq(orders.id, orderId));
  return orderId;
}

const read = async (orderId: string, caller = invoicer) =>
  (await caller.get<TPreReceive>(`/api/orders/${orderId}/prereceive`)).body;

const newComic = (over: Partial<TPreReceiveComic> = {}): TPreReceiveComic => ({
  id: null,
  tierId: "SO",
  title: "Amazing Spider-Man",
  issue: "300",
  year: "1988",
  publisher: "Marvel",
  variant: "",
  quantity: 1,
  insured: 10_000,
  image: false,
  international: false,
  press: false,
  pressScreen: false,
  originalArt: false,
  slabOnly: false,
  rawGrade: false,
  gradeScreen: false,
  reholder: false,
  reholderId: null,
  signatures: [],
  ...over,
});

/** The saved comics as the page sends them back (read answer minus uniqueId and status). */
const listOf = (page: TPreReceive): TPreReceiveComic[] =>
  page.comics.map(({ uniqueId: _u, status: _s, ...comic }) => comic);

const submit = (orderId: string, comics: TPreReceiveComic[], version: number, caller = invoicer) =>
  caller.send<TPreReceiveSubmitResult>("POST", `/api/orders/prereceive/comics/${orderId}/submit`, {
    version,
    comics,
  });

describe("GET /api/orders/{id}/prereceive", () => {
  it("lists the tiers with what their saved comics leave", async () => {
    const orderId = await addComicOrder();
    const page = await read(orderId);
    expect(page.status).toBe("AddComic");
    expect(page.comics).toHaveLength(1);
    const so = page.tiers.find((t) => t.id === "SO");
    expect(so).toMatchObject({ count: 3, remainingComics: 2, insured: 60_000 });
    expect(so?.remainingInsured).toBe(50_000);
    expect(page.tiers.find((t) => t.id === "WS")).toMatchObject({
      remainingComics: 1,
      remainingInsured: null,
    });
    expect(page.checkoutEligible).toBe(0);
    expect(page.addOnCounts).toEqual({ aspComicsCount: 1 });
  });

  it("needs an add-comic claim (403) and the Add comic status (400)", async () => {
    const orderId = await addComicOrder();
    expect((await grader.get(`/api/orders/${orderId}/prereceive`)).status).toBe(403);
    expect((await comicsWorker.get(`/api/orders/${orderId}/prereceive`)).status).toBe(200);
    const { orderId: inProcess } = await seedOrder(ctx.db, { status: "InProcess" });
    expect((await invoicer.get(`/api/orders/${inProcess}/prereceive`)).status).toBe(400);
  });
});

describe("POST /api/orders/prereceive/comics/{id}/submit", () => {
  it("saves new comics with the next sequences and answers 1", async () => {
    const orderId = await addComicOrder();
    const page = await read(orderId);
    const saved = await submit(
      orderId,
      [...listOf(page), newComic({ image: true }), newComic({ tierId: "WS", insured: 50_000 })],
      page.version,
    );
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body).toEqual({ result: 1, version: page.version + 1 });
    const after = await read(orderId);
    expect(after.comics.map((c) => [c.id, c.uniqueId, c.tierId, c.status])).toEqual([
      ["001", `${orderId}-001`, "SO", "Submitted"],
      ["002", `${orderId}-002`, "SO", "Submitted"],
      ["003", `${orderId}-003`, "WS", "Submitted"],
    ]);
    expect(after.comics[1]?.image).toBe(true);
    expect(after.tiers.map((t) => t.remainingComics)).toEqual([1, 0]);
    const log = (await invoicer.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    expect(JSON.stringify(log)).toContain("Added comic 002 in tier SO");
  });

  it("edits and removes saved comics; a removed sequence is not reissued", async () => {
    const orderId = await addComicOrder();
    let page = await read(orderId);
    await submit(orderId, [...listOf(page), newComic()], page.version);
    page = await read(orderId);
    const [first] = listOf(page);
    const edited = await submit(orderId, [{ ...(first as TPreReceiveComic), title: "X-Men" }], page.version);
    expect(edited.status, edited.body.message).toBe(200);
    page = await read(orderId);
    expect(page.comics.map((c) => [c.id, c.title])).toEqual([["001", "X-Men"]]);
    await submit(orderId, [...listOf(page), newComic()], page.version);
    expect((await read(orderId)).comics.map((c) => c.id)).toEqual(["001", "003"]);
  });

  it.each([
    ["one comic too many", [newComic({ quantity: 3 })], "Quantity not be greater than 2"],
    [
      "quantity × insured over the insured balance",
      [newComic({ quantity: 2, insured: 30_000 })],
      "Insured balance has increased due to quantity",
    ],
    [
      "an add-on over its count",
      [newComic({ quantity: 2, image: true })],
      "Please check your Quantity for Image",
    ],
    [
      "an add-on not invoiced",
      [newComic({ international: true })],
      "Please check your Quantity for International",
    ],
    [
      "signatures over the order's counters",
      [newComic({ signatures: [{ type: "VSP", label: "Stan Lee" }] })],
      "Please check your VSP balance with entered quantity!",
    ],
    ["a tier the order does not have", [newComic({ tierId: "MD" })], "This order has no tier MD."],
  ])("refuses %s with the spec's text and saves nothing", async (_name, added, message) => {
    const orderId = await addComicOrder();
    const page = await read(orderId);
    const refused = await submit(orderId, [...listOf(page), ...added], page.version);
    expect(refused.status).toBe(400);
    expect((refused.body as Refusal).message).toBe(message);
    expect((await read(orderId)).comics).toHaveLength(1);
  });

  it("a new comic's insured value outside the catalog tier's range: 'Allowed insured value is between …'", async () => {
    const orderId = await addComicOrder();
    await ctx.db
      .update(tiers)
      .set({ insured: 0 })
      .where(and(eq(tiers.orderId, orderId), eq(tiers.id, "SO")));
    const page = await read(orderId);
    const range = page.tiers.find((t) => t.id === "SO")?.insuredRange;
    expect(range).not.toBeNull();
    const refused = await submit(
      orderId,
      [...listOf(page), newComic({ insured: (range?.max ?? 0) + 100 })],
      page.version,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Allowed insured value is between \$[\d,]+ to \$[\d,]+$/);
  });

  it("a reholder must be a graded comic found by its number, within the tier's insured balance", async () => {
    const { orderId: gradedOrder } = await seedOrder(ctx.db, {
      status: "Completed",
      collectibleType: "Comic",
      tiers: [{ code: "SO", count: 2 }],
    });
    const orderId = await addComicOrder();
    const page = await read(orderId);
    const reholder = (reholderId: string, insured: number) =>
      newComic({ reholder: true, reholderId, insured });
    const unknown = await submit(orderId, [...listOf(page), reholder("26-ZZZZZZZ-001", 100)], page.version);
    expect(unknown.body.message).toBe("No graded comic has this certification number.");
    const tooMuch = await submit(
      orderId,
      [...listOf(page), reholder(`${gradedOrder}-001`, 60_000)],
      page.version,
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("Sorry You can not enter Insured amount more than $500");
    await ctx.db
      .update(comics)
      .set({ category: "Raw Grade" })
      .where(and(eq(comics.orderId, gradedOrder), eq(comics.id, "002")));
    const raw = await submit(orderId, [...listOf(page), reholder(`${gradedOrder}-002`, 100)], page.version);
    expect(raw.body.message).toBe("Raw Grade comics are invalid for reholder");
    const ok = await submit(orderId, [...listOf(page), reholder(`${gradedOrder}-001`, 20_000)], page.version);
    expect(ok.status, ok.body.message).toBe(200);
    expect((await read(orderId)).comics[1]).toMatchObject({
      reholder: true,
      reholderId: `${gradedOrder}-001`,
    });
  });

  it("editing a combined raw grade + grade screening comic needs both", async () => {
    const orderId = await addComicOrder();
    await ctx.db
      .update(tiers)
      .set({ invoiceCounts: { rawGradeScreeningBoth: 1, rawGradeCount: 1 } })
      .where(and(eq(tiers.orderId, orderId), eq(tiers.id, "SO")));
    let page = await read(orderId);
    const combined = await submit(
      orderId,
      [...listOf(page), newComic({ rawGrade: true, gradeScreen: true })],
      page.version,
    );
    expect(combined.status, combined.body.message).toBe(200);
    page = await read(orderId);
    const list = listOf(page).map((c) => (c.id === "002" ? { ...c, gradeScreen: false } : c));
    const refused = await submit(orderId, list, page.version);
    expect(refused.body.message).toBe("You have to select grade screening also!");
  });

  it("a stale version is 409; a worker without the claim is 403", async () => {
    const orderId = await addComicOrder();
    const page = await read(orderId);
    expect((await submit(orderId, [...listOf(page), newComic()], page.version)).status).toBe(200);
    const stale = await submit(orderId, [...listOf(page), newComic()], page.version);
    expect(stale.status).toBe(409);
    expect((await submit(orderId, listOf(page), page.version + 1, grader)).status).toBe(403);
  });
});

describe("POST /api/orders/prereceive/{id}/complete", () => {
  it("is refused while a tier has comics to enter", async () => {
    const orderId = await addComicOrder();
    const page = await read(orderId);
    const refused = await invoicer.send("POST", `/api/orders/prereceive/${orderId}/complete`, {
      version: page.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "Tier SO still has 2 comics to enter; every tier's balance must be 0 to complete.",
    );
  });

  it("routes each tier to its first station with its due date; the new comics scan there", async () => {
    const orderId = await addComicOrder();
    let page = await read(orderId);
    const filled = [...listOf(page), newComic(), newComic(), newComic({ tierId: "WS" })];
    const saved = await submit(orderId, filled, page.version);
    expect(saved.status, saved.body.message).toBe(200);
    page = await read(orderId);
    expect(page.checkoutEligible).toBe(1);
    const done = await comicsWorker.send<TPreReceiveCompleteResult>(
      "POST",
      `/api/orders/prereceive/${orderId}/complete`,
      { version: page.version },
    );
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.lines).toEqual([
      "Tier SO (3 comics) routed to Special imaging",
      "Tier WS (1 comic) routed to Pre-grade",
    ]);
    const today = utcDay(new Date());
    const special = await stationWorker("ImagingSP");
    const detail = (await special.get<TTierDetail>(`/api/orders/${orderId}/tiers/SO`)).body;
    expect(detail.tier.status).toBe("ImagingSP");
    expect(detail.tier.dueDate).toBe(addDays(today, 20));
    expect(detail.order.status).toBe("InProcess");
    expect(detail.comics.map((c) => c.uniqueId)).toContain(`${orderId}-003`);
    const scanned = await scanAll(special, orderId, "SO");
    // Routed once: the order is no longer at Add comic.
    const again = await invoicer.send("POST", `/api/orders/prereceive/${orderId}/complete`, {
      version: scanned,
    });
    expect(again.status).toBe(403);
  });

  it("a stale version is 409", async () => {
    const orderId = await addComicOrder();
    const page = await read(orderId);
    const stale = await invoicer.send("POST", `/api/orders/prereceive/${orderId}/complete`, {
      version: page.version + 5,
    });
    expect(stale.status).toBe(409);
  });
});

describe("POST /api/orders/removeOA", () => {
  it("takes original art off a comic, once", async () => {
    const orderId = await addComicOrder();
    await ctx.db
      .update(tiers)
      .set({ invoiceCounts: { originalArtworkCount: 1, pressCount: 1 } })
      .where(and(eq(tiers.orderId, orderId), eq(tiers.id, "SO")));
    let page = await read(orderId);
    const art = await submit(
      orderId,
      [{ ...(listOf(page)[0] as TPreReceiveComic), originalArt: true }],
      page.version,
    );
    expect(art.status, art.body.message).toBe(200);
    page = await read(orderId);
    expect(page.comics[0]?.originalArt).toBe(true);
    const body = { orderId, comicId: "001", version: page.version };
    expect((await grader.send("POST", "/api/orders/removeOA", body)).status).toBe(403);
    const removed = await invoicer.send("POST", "/api/orders/removeOA", body);
    expect(removed.status, removed.body.message).toBe(200);
    expect((await read(orderId)).comics[0]?.originalArt).toBe(false);
    const twice = await invoicer.send("POST", "/api/orders/removeOA", {
      ...body,
      version: removed.body.version,
    });
    expect(twice.body.message).toBe("This comic has no original art to remove.");
  });
});
