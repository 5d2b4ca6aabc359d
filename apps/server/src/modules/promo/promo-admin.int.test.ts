// Promo code admin calls (administration §5, §7): claims, every message of the promo form, the type's
// resets, 409 on a stale version, and proof that a code saved here is the one the submission screens read.
import { addDays, toMonthDayYear, utcDay } from "@gbo/domain/dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promoCodes } from "../../db/schema/index";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../test/index";

let ctx: TestContext;
let admin: SignedIn;
let manager: SignedIn;
let invoicer: SignedIn;
let grader: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "boss", claims: "admin", password: "boss-test-password" });
  await seedWorker(ctx.db, { userName: "mona", claims: "manage", password: "mona-test-password" });
  await seedWorker(ctx.db, { userName: "ivan", claims: "invoicing", password: "ivan-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
  manager = await signIn(ctx.app, "mona", "mona-test-password");
  invoicer = await signIn(ctx.app, "ivan", "ivan-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
});
afterAll(() => ctx.close());

const call = (who: SignedIn, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });

const today = utcDay(new Date());
const day = (offset: number) => toMonthDayYear(addDays(today, offset));
const promo = (over: Record<string, unknown> = {}) => ({
  promoCode: "DS10",
  title: "Summer",
  promoType: "DollarTotal",
  promoValue: 10,
  startDate: day(0),
  endDate: day(30),
  ...over,
});
const modelState = (response: { json: () => { message: string; modelState?: Record<string, string[]> } }) =>
  response.json().modelState;

describe("who may keep promo codes", () => {
  it("needs the manage claim (admin holds it): an invoicer or grader gets 403, no token 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/promocode/"],
      ["GET", "/api/promocode/promotype"],
      ["POST", "/api/promocode/"],
      ["PUT", "/api/promocode/DS10"],
    ] as const) {
      const payload = method === "GET" ? undefined : promo();
      expect((await call(grader, method, url, payload)).statusCode, url).toBe(403);
      expect((await call(invoicer, method, url, payload)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
    expect((await call(manager, "GET", "/api/promocode/")).statusCode).toBe(200);
    const types = (await call(admin, "GET", "/api/promocode/promotype")).json();
    expect(types).toContain("Tankobon5Pack");
    expect(types).toContain("XGetY");
  });
});

describe("a new promo code", () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ["a date not month/day/year", { startDate: "2026-13-45" }, "startDate", "Error: Invalid date format!"],
    ["a start in the past", { startDate: day(-1) }, "startDate", "Start date should not be in past date!"],
    [
      "an end in the past",
      { startDate: day(0), endDate: day(-2) },
      "endDate",
      "End date should not be in past date!",
    ],
    [
      "a start after the end",
      { startDate: day(10), endDate: day(5) },
      "startDate",
      "Start date should not be greater than end date!",
    ],
    [
      "a grading-service type without a service",
      { promoType: "DollarGradingService" },
      "services",
      "Please select at least one Grading Service.",
    ],
    [
      "Y books above X books",
      { promoType: "XGetY", xBooks: 2, yBooks: 3 },
      "yBooks",
      "Y Books cannot be greater than X Books!",
    ],
  ])("refuses %s with the spec's message and saves nothing", async (_name, over, field, message) => {
    const response = await call(manager, "POST", "/api/promocode/", promo({ promoCode: "BAD1", ...over }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Error saving changes");
    expect(modelState(response)).toEqual({ [`model.${field}`]: [message] });
    expect((await call(manager, "GET", "/api/promocode/?code=BAD1")).json().total).toBe(0);
  });

  it("saves a code (uppercased, dollars as cents) that an invoicer's submission screen then reads", async () => {
    const created = await call(
      manager,
      "POST",
      "/api/promocode/",
      promo({ promoCode: "ds10", promoValue: 12.5 }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ id: "DS10", promoValue: 1250, version: 1, startDate: today });
    // The submission screens' read (catalog route, invoicing claim) finds the same row, without case.
    const read = await call(invoicer, "GET", "/api/promocode/ds10");
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: "DS10", promoType: "DollarTotal", promoValue: 1250 });
  });

  it("refuses a code that exists, in any case: '{code} promo code aleady exist!'", async () => {
    const response = await call(admin, "POST", "/api/promocode/", promo({ promoCode: "Ds10" }));
    expect(response.statusCode).toBe(400);
    expect(modelState(response)).toEqual({ "model.promoCode": ["DS10 promo code aleady exist!"] });
  });

  it("forces Standard and Manga on a Tankobon 5 pack and clears what a type hides", async () => {
    const pack = await call(admin, "POST", "/api/promocode/", {
      ...promo({ promoCode: "TM99", promoType: "Tankobon5Pack", promoValue: 99 }),
      isExpress: true,
      collectibleType: "Comic",
      xBooks: 4,
    });
    expect(pack.json()).toMatchObject({
      isStandard: true,
      isExpress: false,
      collectibleType: "Manga",
      promoValue: 9900,
    });
    expect(pack.json().xBooks).toBeUndefined();
    const shipping = await call(
      admin,
      "POST",
      "/api/promocode/",
      promo({ promoCode: "FH0", promoType: "Free_Shipping", promoValue: 5 }),
    );
    expect(shipping.json()).toMatchObject({ promoValue: 0 });
    const service = await call(admin, "POST", "/api/promocode/", {
      ...promo({ promoCode: "PG15", promoType: "PercentGradingService", promoValue: 15 }),
      isExpress: true,
    });
    expect(service.json()).toMatchObject({ promoValue: 15, isExpress: true, isStandard: false });
  });
});

describe("the list and changing a code", () => {
  it("searches the code or title, a page at a time", async () => {
    const page = (await call(manager, "GET", "/api/promocode/?search=s1&pageSize=1")).json();
    expect(page).toMatchObject({ total: 1, pageSize: 1 });
    expect(page.rows[0].id).toBe("DS10");
    expect((await call(manager, "GET", "/api/promocode/?code=pg15")).json().rows[0].id).toBe("PG15");
  });

  it("updates with the version read; a stale version is 409 and changes nothing", async () => {
    const body = { ...promo({ title: "Summer sale", promoValue: 20 }), version: 1 };
    delete (body as { promoCode?: string }).promoCode;
    const saved = await call(manager, "PUT", "/api/promocode/ds10", body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: "Summer sale", promoValue: 2000, version: 2 });
    const stale = await call(manager, "PUT", "/api/promocode/DS10", { ...body, title: "Old" });
    expect(stale.statusCode).toBe(409);
    expect((await call(invoicer, "GET", "/api/promocode/DS10")).json().title).toBe("Summer sale");
  });

  it("an existing code without dates is edited and keeps none (always valid)", async () => {
    await ctx.db
      .insert(promoCodes)
      .values({ code: "OPEN5", title: "Open", promoType: "DollarTotal", promoValue: 500 });
    const body = { ...promo({ title: "Open again", startDate: "", endDate: "" }), version: 1 };
    delete (body as { promoCode?: string }).promoCode;
    const saved = await call(manager, "PUT", "/api/promocode/OPEN5", body);
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await ctx.db.select().from(promoCodes).where(eq(promoCodes.code, "OPEN5"));
    expect(row).toMatchObject({ title: "Open again", startDate: null, endDate: null });
  });

  it("answers 404 for an unknown code and 400 for a bad change", async () => {
    const body = { ...promo(), version: 1 };
    expect((await call(manager, "PUT", "/api/promocode/NOPE", body)).statusCode).toBe(404);
    const bad = await call(manager, "PUT", "/api/promocode/DS10", {
      ...body,
      version: 2,
      startDate: day(9),
      endDate: day(3),
    });
    expect(bad.statusCode).toBe(400);
    expect(modelState(bad)).toEqual({
      "model.startDate": ["Start date should not be greater than end date!"],
    });
  });
});
