// The demo data set's catalog part: promo codes of the common types, conventions on both sides of the
// origins window, and the reholder certification numbers the lead's walkthrough uses.
import { PROMO_TYPES } from "@gbo/domain/promo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../modules/catalog/index";
import { createTestContext, type SignedIn, signIn, type TestContext } from "../test/index";
import { seedDemo } from "./demo";

let ctx: TestContext;
let invoicer: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalog(ctx.db);
  await seedDemo(ctx.db);
  invoicer = await signIn(ctx.app, "invoicing", "invoicing-demo-pass");
}, 120_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: invoicer.authHeader });

describe("demo catalog data", () => {
  it("has promo codes of the domain's types, found without case", async () => {
    const { rows } = (await get("/api/promocode/all")).json();
    expect(rows.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining(["WELCOME10", "SAVE20", "FREESHIP", "BUY4GET1", "TANKO5", "GRADE5"]),
    );
    expect(
      rows.every((p: { promoType: string }) => (PROMO_TYPES as readonly string[]).includes(p.promoType)),
    ).toBe(true);
    expect((await get("/api/promocode/tanko5")).json()).toMatchObject({
      promoType: "Tankobon5Pack",
      promoValue: 9900,
      collectibleType: "Manga",
    });
  });

  it("offers the convention of 2 days ago and the upcoming ones, not those older than 3 days", async () => {
    const { origins } = (await get("/api/conventions/-60")).json();
    expect(origins.map((o: { title: string }) => o.title)).toEqual([
      "Fan Expo Dallas",
      "Fan Expo Canada",
      "New York Comic Con",
      "San Diego Comic-Con",
      "Mail",
      "Walk In",
    ]);
  });

  it("has a graded comic and a raw-grade comic to try the reholder search with", async () => {
    const graded = await get("/api/data/comic/26-0300052-002");
    expect(graded.statusCode).toBe(200);
    expect(graded.json()).toMatchObject({ grade: 9.8, isRawGrade: false, collectibleType: "Comic" });
    const raw = await get("/api/data/comic/26-RAWG001-001");
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toMatchObject({ isRawGrade: true, category: "Raw Grade" });
  });
});
