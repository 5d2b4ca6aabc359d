// Settings calls (administration §5, §6, §7): the exchange rate's messages, 409 and log (who, when, old,
// new); devices and turnaround times with their claims and admin-only deletes; the turnaround notice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../test/index";

let ctx: TestContext;
let admin: SignedIn;
let manager: SignedIn;
let content: SignedIn;
let grader: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, {
    userName: "boss",
    displayName: "Bo Boss",
    claims: "admin",
    password: "boss-test-password",
  });
  await seedWorker(ctx.db, {
    userName: "mona",
    displayName: "Mona Manager",
    claims: "manage",
    password: "mona-test-password",
  });
  await seedWorker(ctx.db, { userName: "cora", claims: "managecontent", password: "cora-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
  manager = await signIn(ctx.app, "mona", "mona-test-password");
  content = await signIn(ctx.app, "cora", "cora-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
});
afterAll(() => ctx.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (who: SignedIn, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });

async function expectClaims(
  allowed: SignedIn,
  refused: SignedIn[],
  calls: readonly (readonly [Method, string])[],
) {
  for (const [method, url] of calls) {
    const payload = method === "POST" || method === "PUT" ? {} : undefined;
    for (const who of refused) expect((await call(who, method, url, payload)).statusCode, url).toBe(403);
    expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    expect((await call(allowed, method, url, payload)).statusCode, url).not.toBe(403);
  }
}

describe("the exchange rate", () => {
  it("needs the manage claim (admin holds it)", async () => {
    await expectClaims(
      manager,
      [grader, content],
      [
        ["GET", "/api/settings/"],
        ["POST", "/api/settings/"],
        ["GET", "/api/settings/log/exchangeRate"],
      ],
    );
  });

  it.each([
    ["0", "Exchange rate should be greater than zero"],
    ["0.00", "Exchange rate should be greater than zero"],
    [".5", "Please add a value before decimal"],
    ["1.2.3", "Exchange rate should be greater than zero"],
  ])("refuses %s with '%s' and saves nothing", async (typed, message) => {
    const response = await call(manager, "POST", "/api/settings/", { exchangeRate: typed, version: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Error saving changes",
      modelState: { "model.exchangeRate": [message] },
    });
    expect((await call(manager, "GET", "/api/settings/")).json()).toMatchObject({
      exchangeRate: null,
      version: 0,
    });
  });

  it("saves with the version read, logs who, when, old and new; a stale version is 409", async () => {
    const first = await call(manager, "POST", "/api/settings/", { exchangeRate: "1.35", version: 0 });
    expect(first.json()).toMatchObject({
      exchangeRate: 1.35,
      version: 1,
      updatedBy: { name: "Mona Manager" },
    });
    const second = await call(admin, "POST", "/api/settings/", { exchangeRate: "1.4", version: 1 });
    expect(second.json()).toMatchObject({ exchangeRate: 1.4, version: 2, updatedBy: { name: "Bo Boss" } });
    const stale = await call(manager, "POST", "/api/settings/", { exchangeRate: "9", version: 1 });
    expect(stale.statusCode).toBe(409);
    const log = (await call(manager, "GET", "/api/settings/log/exchangeRate")).json();
    expect(log.total).toBe(2);
    expect(log.rows[0]).toMatchObject({ oldValue: 1.35, newValue: 1.4, changedBy: { name: "Bo Boss" } });
    expect(log.rows[1]).toMatchObject({
      oldValue: null,
      newValue: 1.35,
      changedBy: { name: "Mona Manager" },
    });
    expect(Date.parse(log.rows[0].changedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("devices", () => {
  it("need the manage claim; deleting needs admin", async () => {
    await expectClaims(
      manager,
      [grader, content],
      [
        ["GET", "/api/remote"],
        ["GET", "/api/remote/1"],
        ["PUT", "/api/remote"],
      ],
    );
    expect((await call(manager, "DELETE", "/api/remote/1")).statusCode).toBe(403);
  });

  it("are created, listed, changed with the version (stale → 409) and deleted by an admin", async () => {
    const created = await call(manager, "PUT", "/api/remote", {
      name: "Front desk printer",
      kind: "LabelWriterPrinter",
      host: "10.0.0.21",
      port: 41951,
    });
    expect(created.statusCode).toBe(200);
    const device = created.json();
    expect(device).toMatchObject({ name: "Front desk printer", version: 1, location: "" });
    expect((await call(manager, "PUT", "/api/remote", { name: "  ", kind: "TapePrinter" })).statusCode).toBe(
      400,
    );
    const list = (await call(manager, "GET", "/api/remote?search=front")).json();
    expect(list.rows.map((d: { id: number }) => d.id)).toEqual([device.id]);
    const changed = await call(manager, "PUT", "/api/remote", { ...device, location: "Receiving" });
    expect(changed.json()).toMatchObject({ location: "Receiving", version: 2 });
    expect((await call(manager, "PUT", "/api/remote", { ...device, note: "x" })).statusCode).toBe(409);
    expect((await call(admin, "DELETE", `/api/remote/${device.id}`)).json()).toEqual({ ok: true });
    expect((await call(manager, "GET", `/api/remote/${device.id}`)).statusCode).toBe(404);
  });
});

describe("turnaround", () => {
  it("needs the managecontent claim; deleting a time needs admin", async () => {
    await expectClaims(
      content,
      [grader, manager],
      [
        ["GET", "/api/data/turnaround"],
        ["POST", "/api/data/turnaround"],
        ["GET", "/api/turnaroundtimes/"],
        ["GET", "/api/turnaroundtimes/1"],
        ["POST", "/api/turnaroundtimes/"],
        ["PUT", "/api/turnaroundtimes/1"],
      ],
    );
    expect((await call(content, "DELETE", "/api/turnaroundtimes/1")).statusCode).toBe(403);
  });

  it("saves the notice with its version (stale → 409)", async () => {
    const saved = await call(content, "POST", "/api/data/turnaround", {
      text: "Holiday delays: add 5 days.",
      version: 0,
    });
    expect(saved.json()).toMatchObject({ text: "Holiday delays: add 5 days.", version: 1 });
    expect((await call(content, "POST", "/api/data/turnaround", { text: "x", version: 0 })).statusCode).toBe(
      409,
    );
    expect((await call(content, "GET", "/api/data/turnaround")).json().text).toBe(
      "Holiday delays: add 5 days.",
    );
  });

  it("keeps turnaround times in their order; changes need the version; an admin deletes", async () => {
    const slow = (
      await call(content, "POST", "/api/turnaroundtimes/", { title: "Economy", days: 45, sortOrder: 2 })
    ).json();
    const fast = (
      await call(content, "POST", "/api/turnaroundtimes/", {
        title: "Express",
        service: "Express",
        days: 5,
        sortOrder: 1,
      })
    ).json();
    expect(
      (await call(content, "POST", "/api/turnaroundtimes/", { title: "Never", days: 0 })).statusCode,
    ).toBe(400);
    const list = (await call(content, "GET", "/api/turnaroundtimes/")).json();
    expect(list.rows.map((t: { title: string }) => t.title)).toEqual(["Express", "Economy"]);
    const body = { title: "Economy", days: 40, sortOrder: 2, version: 1 };
    expect((await call(content, "PUT", `/api/turnaroundtimes/${slow.id}`, body)).json()).toMatchObject({
      days: 40,
      version: 2,
    });
    expect((await call(content, "PUT", `/api/turnaroundtimes/${slow.id}`, body)).statusCode).toBe(409);
    expect((await call(admin, "DELETE", `/api/turnaroundtimes/${fast.id}`)).json()).toEqual({ ok: true });
    expect((await call(content, "GET", `/api/turnaroundtimes/${fast.id}`)).statusCode).toBe(404);
  });
});
