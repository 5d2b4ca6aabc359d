// Banners and sliders (administration §6, §7, §8): claims per the menu table (managecontent), admin-only
// banner delete, the form's messages, 409 on a stale version, 404, the order save and publish.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPublications } from "../../../db/schema/content";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
let admin: SignedIn;
let editor: SignedIn;
let grader: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "boss", claims: "admin", password: "boss-test-password" });
  await seedWorker(ctx.db, { userName: "cora", claims: "managecontent", password: "cora-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
  editor = await signIn(ctx.app, "cora", "cora-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
});
afterAll(() => ctx.close());

const call = (who: SignedIn, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });

const banner = {
  start: "2026-12-01",
  end: "2026-12-31",
  header1: "Holiday grading",
  header2: "",
  header3: "",
  line1: "Fast pass at half price",
  line2: "",
  line3: "",
};

describe("who may call the banner and slider calls", () => {
  it("needs managecontent (admin holds it); a grader gets 403, no token 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/banners/"],
      ["GET", "/api/banners/1"],
      ["POST", "/api/banners/"],
      ["PUT", "/api/banners/1"],
      ["DELETE", "/api/banners/1/image"],
      ["PUT", "/api/banners/order/1:1"],
      ["PUT", "/api/banners/publish/"],
      ["GET", "/api/content/checklogin"],
      ["GET", "/api/content/slider/"],
      ["GET", "/api/content/slider/1"],
      ["POST", "/api/content/slider/"],
      ["PUT", "/api/content/slider/1"],
      ["DELETE", "/api/content/slider/1"],
      ["DELETE", "/api/content/slider/1/image"],
      ["GET", "/api/data/sas?path=banners/1"],
    ] as const) {
      const payload = method === "POST" || method === "PUT" ? {} : undefined;
      expect((await call(grader, method, url, payload)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
    expect((await call(editor, "GET", "/api/banners/")).statusCode).toBe(200);
    expect((await call(admin, "GET", "/api/content/slider/")).statusCode).toBe(200);
    expect((await call(editor, "GET", "/api/content/checklogin")).json()).toEqual({
      ok: true,
      userName: "cora",
    });
  });
});

describe("banners", () => {
  it("creates, reads and changes a banner; a stale version answers 409 and changes nothing", async () => {
    // The list is kept between reads (D25): read it first, so the writes below must clear it.
    const listed = async () => (await call(editor, "GET", "/api/banners/?pageSize=100")).json();
    const before = (await listed()).total;
    const created = await call(editor, "POST", "/api/banners/", banner);
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ start: "2026-12-01", header1: "Holiday grading", img: null, version: 1 });
    const read = await call(editor, "GET", `/api/banners/${body.id}`);
    expect(read.json()).toMatchObject({ id: body.id, line1: "Fast pass at half price" });

    const changed = await call(editor, "PUT", `/api/banners/${body.id}`, {
      ...banner,
      header2: "Two",
      version: 1,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ header2: "Two", version: 2 });
    const list = await listed();
    expect(list.total).toBe(before + 1);
    expect(list.rows.find((row: { id: number }) => row.id === body.id)).toMatchObject({ header2: "Two" });
    const stale = await call(editor, "PUT", `/api/banners/${body.id}`, {
      ...banner,
      header2: "Old",
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("This banner was changed by someone else. Reload and try again.");
    expect((await call(editor, "GET", `/api/banners/${body.id}`)).json().header2).toBe("Two");
  });

  it("refuses a bad form with each field's message and stores nothing", async () => {
    const before = (await call(editor, "GET", "/api/banners/")).json().total;
    const bad = await call(editor, "POST", "/api/banners/", { ...banner, start: "2027-01-05", header1: " " });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: "Error saving changes",
      modelState: {
        "model.start": ["Start date should not be greater than end date!"],
        "model.header1": ["Please enter header 1."],
      },
    });
    const noDays = await call(editor, "POST", "/api/banners/", { ...banner, start: "", end: "31-12-2026" });
    expect(noDays.json().modelState).toEqual({
      "model.start": ["Please select start date."],
      "model.end": ["Please select end date."],
    });
    expect((await call(editor, "GET", "/api/banners/")).json().total).toBe(before);
  });

  it("answers 404 for a banner that does not exist", async () => {
    expect((await call(editor, "GET", "/api/banners/999999")).statusCode).toBe(404);
    expect((await call(editor, "PUT", "/api/banners/999999", { ...banner, version: 1 })).statusCode).toBe(
      404,
    );
    expect((await call(admin, "DELETE", "/api/banners/999999")).statusCode).toBe(404);
    expect((await call(editor, "GET", "/api/banners/abc")).statusCode).toBe(400);
  });

  it("lets only an admin delete a banner (§6 isAdmin)", async () => {
    const { id } = (await call(editor, "POST", "/api/banners/", banner)).json();
    expect((await call(editor, "DELETE", `/api/banners/${id}`)).statusCode).toBe(403);
    expect((await call(admin, "DELETE", `/api/banners/${id}?version=7`)).statusCode).toBe(409);
    expect((await call(admin, "DELETE", `/api/banners/${id}?version=1`)).statusCode).toBe(200);
    expect((await call(editor, "GET", `/api/banners/${id}`)).statusCode).toBe(404);
  });

  it("saves the order field and lists in that order; bad values change nothing", async () => {
    const a = (await call(editor, "POST", "/api/banners/", { ...banner, header1: "Order A" })).json();
    const b = (await call(editor, "POST", "/api/banners/", { ...banner, header1: "Order B" })).json();
    expect(b.order).toBeGreaterThan(a.order);
    const saved = await call(editor, "PUT", `/api/banners/order/${b.id}:0,${a.id}:1`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ updated: 2 });
    const ids = (await call(editor, "GET", "/api/banners/")).json().rows.map((row: { id: number }) => row.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));

    const bad = await call(editor, "PUT", `/api/banners/order/${a.id}:10000`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Order should be a whole number from 0 to 9999.");
    expect((await call(editor, "PUT", `/api/banners/order/${a.id}:5,999999:6`)).statusCode).toBe(404);
    expect((await call(editor, "GET", `/api/banners/${a.id}`)).json().order).toBe(1);
  });

  it("publishes the banners in order into a publication", async () => {
    const published = await call(editor, "PUT", "/api/banners/publish/");
    expect(published.statusCode).toBe(200);
    const list = (await call(editor, "GET", "/api/banners/")).json();
    expect(published.json().count).toBe(list.total);
    expect(list.lastPublishedAt).toBe(published.json().publishedAt);
    const [row] = await ctx.db.select().from(contentPublications);
    const body = row?.body as { banners: { id: number }[] } | undefined;
    const frozen = body?.banners.map((b) => b.id);
    expect(frozen).toEqual(list.rows.map((r: { id: number }) => r.id));
  });
});

describe("sliders", () => {
  it("creates, changes (409 when stale), lists in order and deletes a slider", async () => {
    const created = await call(editor, "POST", "/api/content/slider/", {
      name: "Fall",
      link: "/submit",
      order: 2,
    });
    expect(created.statusCode).toBe(200);
    const slider = created.json();
    expect(slider).toMatchObject({ name: "Fall", link: "/submit", isActive: true, version: 1 });
    const first = (await call(editor, "POST", "/api/content/slider/", { name: "First", order: 1 })).json();
    const names = (await call(editor, "GET", "/api/content/slider/"))
      .json()
      .rows.map((r: { name: string }) => r.name);
    expect(names).toEqual(["First", "Fall"]);

    const changed = await call(editor, "PUT", `/api/content/slider/${slider.id}`, {
      name: "Fall sale",
      version: 1,
    });
    expect(changed.json()).toMatchObject({ name: "Fall sale", version: 2 });
    const stale = await call(editor, "PUT", `/api/content/slider/${slider.id}`, { name: "Old", version: 1 });
    expect(stale.statusCode).toBe(409);
    // The spec's POST form of the same change.
    const posted = await call(editor, "POST", `/api/content/slider/${slider.id}`, {
      name: "Fall",
      version: 2,
    });
    expect(posted.json()).toMatchObject({ name: "Fall", version: 3 });
    expect((await call(editor, "DELETE", `/api/content/slider/${first.id}`)).statusCode).toBe(200);
    expect((await call(editor, "GET", `/api/content/slider/${first.id}`)).statusCode).toBe(404);
  });

  it("refuses a slider without a name or with a bad link", async () => {
    const bad = await call(editor, "POST", "/api/content/slider/", { name: "", link: "javascript:alert(1)" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().modelState).toEqual({
      "model.name": ["Please enter slider name."],
      "model.link": [
        "Please enter a valid link: an address starting with http:// or https://, or a path on this site starting with a single /.",
      ],
    });
  });
});
