// Convention calls (administration §3, §6, §7): managecontent reads and writes, only an admin deletes
// (§6 isAdmin), a stale version answers 409, the form's messages, the picture, and the catalog's
// GET /api/conventions/{id} still answering the origins for -60.
import { addDays, utcDay } from "@gbo/domain/dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conventions } from "../../../db/schema/content";
import { createBlobStore } from "../../../integrations/blobs/index";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
let admin: SignedIn;
let content: SignedIn;
let grader: SignedIn;
const today = utcDay(Date.now());

beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "boss", claims: "admin", password: "boss-test-password" });
  await seedWorker(ctx.db, { userName: "cora", claims: "managecontent", password: "cora-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
  content = await signIn(ctx.app, "cora", "cora-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
});
afterAll(() => ctx.close());

const call = (who: SignedIn, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });

async function create(title: string, days: number) {
  const answer = await call(content, "POST", "/api/conventions/", {
    title,
    date: addDays(today, days),
    address: "Hall A",
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { id: number; version: number; title: string };
}

describe("who may call the convention calls", () => {
  it("needs managecontent (admin holds it); a grader gets 403, no token 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/conventions/"],
      ["GET", "/api/conventions/onsite/"],
      ["POST", "/api/conventions/"],
      ["PUT", "/api/conventions/1"],
      ["DELETE", "/api/conventions/1"],
      ["DELETE", "/api/conventions/1/image"],
    ] as const) {
      const payload = method === "POST" || method === "PUT" ? {} : undefined;
      expect((await call(grader, method, url, payload)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
    expect((await call(content, "GET", "/api/conventions/")).statusCode).toBe(200);
  });

  it("only an admin deletes a convention: a content manager gets 403 and it stays", async () => {
    const convention = await create("Delete Con", 20);
    expect((await call(content, "DELETE", `/api/conventions/${convention.id}`)).statusCode).toBe(403);
    expect((await call(content, "GET", `/api/conventions/${convention.id}`)).statusCode).toBe(200);
    expect((await call(admin, "DELETE", `/api/conventions/${convention.id}`)).json()).toEqual({ ok: true });
    const gone = await call(content, "GET", `/api/conventions/${convention.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("Convention not found.");
    expect((await call(admin, "DELETE", `/api/conventions/${convention.id}`)).statusCode).toBe(404);
  });
});

describe("writing conventions", () => {
  it("refuses a missing title and a bad date with field messages under 'Error saving changes'", async () => {
    const answer = await call(content, "POST", "/api/conventions/", { title: " ", date: "2026-02-30" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: "Error saving changes",
      modelState: {
        "model.title": ["Please enter convention title."],
        "model.date": ["Please enter a valid convention date."],
      },
    });
  });

  it("reads one with its version through GET /api/conventions/{id}; a stale version answers 409", async () => {
    const convention = await create("Fan Expo", 40);
    const read = (await call(content, "GET", `/api/conventions/${convention.id}`)).json();
    expect(read).toMatchObject({ title: "Fan Expo", address: "Hall A", version: 1, imageUrl: null });
    const body = { title: "Fan Expo Canada", date: addDays(today, 41), address: "Toronto", version: 1 };
    const saved = await call(content, "PUT", `/api/conventions/${convention.id}`, body);
    expect(saved.json()).toMatchObject({ title: "Fan Expo Canada", address: "Toronto", version: 2 });
    const stale = await call(content, "PUT", `/api/conventions/${convention.id}`, { ...body, title: "Old" });
    expect(stale.statusCode).toBe(409);
    expect((await call(content, "GET", `/api/conventions/${convention.id}`)).json().title).toBe(
      "Fan Expo Canada",
    );
    const noVersion = await call(content, "PUT", `/api/conventions/${convention.id}`, {
      title: "X",
      date: today,
    });
    expect(noVersion.statusCode).toBe(400);
  });

  it("lists a page, upcoming ones soonest first; GET onsite/ gives today onward; -60 still gives origins", async () => {
    await create("Past Con", -30);
    await create("Soon Con", 2);
    const upcoming = (await call(content, "GET", "/api/conventions/?when=upcoming&pageSize=100")).json();
    const dates = upcoming.rows.map((r: { date: string }) => r.date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.every((d: string) => d >= today)).toBe(true);
    const onsite = (await call(content, "GET", "/api/conventions/onsite/")).json();
    expect(onsite.rows.map((r: { title: string }) => r.title)).toContain("Soon Con");
    expect(onsite.rows.map((r: { title: string }) => r.title)).not.toContain("Past Con");
    const page = (await call(content, "GET", "/api/conventions/?pageSize=1&page=2")).json();
    expect(page).toMatchObject({ page: 2, pageSize: 1 });
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const origins = (await call(admin, "GET", "/api/conventions/-60")).json().origins;
    expect(origins.map((o: { title: string }) => o.title)).toContain("Soon Con");
  });

  it("shows an uploaded picture and removes it with DELETE {id}/image (version checked)", async () => {
    const convention = await create("Picture Con", 10);
    const store = await createBlobStore(ctx.config);
    const key = `conventions/${convention.id}.jpg`;
    await store.put(key, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), { contentType: "image/jpeg" });
    // What the upload's confirm step records (the site part's flow, tested there).
    await ctx.db
      .update(conventions)
      .set({ imagePath: key, version: 2 })
      .where(eq(conventions.id, convention.id));
    const withImage = (await call(content, "GET", `/api/conventions/${convention.id}`)).json();
    expect(withImage.imageUrl).toMatch(/conventions/);
    const stale = await call(content, "DELETE", `/api/conventions/${convention.id}/image?version=1`);
    expect(stale.statusCode).toBe(409);
    const removed = await call(content, "DELETE", `/api/conventions/${convention.id}/image?version=2`);
    expect(removed.json()).toEqual({ path: key, imageUrl: null, version: 3 });
    expect(await store.head(key)).toBeNull();
    expect((await call(content, "GET", `/api/conventions/${convention.id}`)).json()).toMatchObject({
      imageUrl: null,
      version: 3,
    });
  });
});
