// Onsite and signing calls (administration §4, §5, §7): managecontent on both kinds, checklogin, the
// spec's messages per field, the event date window (today to 365 days; an unchanged past day is kept),
// the hourly slot, a stale version 409, the kinds kept apart, delete.
import { addDays, utcDay } from "@gbo/domain/dates";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
let content: SignedIn;
let grader: SignedIn;
const today = utcDay(Date.now());

beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "cora", claims: "managecontent", password: "cora-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  content = await signIn(ctx.app, "cora", "cora-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
});
afterAll(() => ctx.close());

const call = (who: SignedIn, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });

const signing = {
  title: "Jim Lee signing",
  eventDate: addDays(today, 10),
  hour: 14,
  infoEmail: "signings@lab.test",
  facilitators: [{ info: "Alex, witness", email: "alex@lab.test" }],
  comments: [{ line1: "Five books each", line2: "Remarks extra" }],
};

describe("who may call the onsite and signing calls", () => {
  it("needs managecontent; checklogin answers the signed-in worker", async () => {
    for (const base of ["/api/onsites", "/api/signings"]) {
      for (const [method, url] of [
        ["GET", `${base}/checklogin`],
        ["GET", `${base}/`],
        ["GET", `${base}/1`],
        ["POST", `${base}/`],
        ["PUT", `${base}/1`],
        ["DELETE", `${base}/1`],
        ["DELETE", `${base}/1/image`],
      ] as const) {
        const payload = method === "POST" || method === "PUT" ? {} : undefined;
        expect((await call(grader, method, url, payload)).statusCode, url).toBe(403);
        expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      }
      expect((await call(content, "GET", `${base}/checklogin`)).json()).toEqual({
        ok: true,
        userName: "cora",
      });
    }
  });
});

describe("saving a signing", () => {
  it("creates one with its facilitators, comments and hourly slot, and lists it", async () => {
    const created = await call(content, "POST", "/api/signings/", signing);
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ ...signing, kind: "signing", version: 1, imageUrl: null });
    const list = (await call(content, "GET", "/api/signings/")).json();
    expect(list.rows).toContainEqual(expect.objectContaining({ id: body.id, facilitatorCount: 1, hour: 14 }));
    // The kinds are apart: the signing is no onsite event.
    expect((await call(content, "GET", `/api/onsites/${body.id}`)).statusCode).toBe(404);
    expect((await call(content, "GET", "/api/onsites/")).json().rows).toEqual([]);
  });

  it("answers every message of §5 on its field, and saves nothing", async () => {
    const answer = await call(content, "POST", "/api/signings/", {
      ...signing,
      title: "Refused",
      infoEmail: "nope",
      facilitators: [
        { info: "", email: "" },
        { info: "Ann", email: "ann@nowhere" },
      ],
      comments: [{ line1: "", line2: "only two" }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: "Error saving changes",
      modelState: {
        "model.infoEmail": ["Please enter valid email."],
        "model.facilitators.0.info": ["Please enter facilitator info."],
        "model.facilitators.0.email": ["Please enter facilitator email."],
        "model.facilitators.1.email": ["Please enter valid facilitator email."],
        "model.comments.0.line1": ["Please enter line 1 of comment."],
      },
    });
    const titles = (await call(content, "GET", "/api/signings/"))
      .json()
      .rows.map((r: { title: string }) => r.title);
    expect(titles).not.toContain("Refused");
  });

  it("takes an event date from today to 365 days ahead", async () => {
    const outside = "Event date must be between today and 365 days ahead.";
    for (const day of [addDays(today, -1), addDays(today, 366), "2026-02-30"]) {
      const answer = await call(content, "POST", "/api/onsites/", { ...signing, eventDate: day });
      expect(answer.json().modelState, day).toEqual({ "model.eventDate": [outside] });
    }
    for (const day of [today, addDays(today, 365)]) {
      expect((await call(content, "POST", "/api/onsites/", { ...signing, eventDate: day })).statusCode).toBe(
        200,
      );
    }
    const badHour = await call(content, "POST", "/api/onsites/", { ...signing, hour: 24 });
    expect(badHour.statusCode).toBe(400);
  });

  it("updates with the version read (stale → 409) and keeps an unchanged past day", async () => {
    const { id } = (await call(content, "POST", "/api/onsites/", signing)).json();
    const moved = await call(content, "PUT", `/api/onsites/${id}`, {
      ...signing,
      hour: 9,
      facilitators: [],
      version: 1,
    });
    expect(moved.json()).toMatchObject({ hour: 9, facilitators: [], version: 2 });
    const stale = await call(content, "PUT", `/api/onsites/${id}`, { ...signing, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await call(content, "GET", `/api/onsites/${id}`)).json().hour).toBe(9);

    // An event whose day has passed can still be edited without moving it.
    const past = addDays(today, -2);
    await ctx.db.execute(sql`update content_events set event_date = ${`${past}T10:00:00Z`} where id = ${id}`);
    const kept = await call(content, "PUT", `/api/onsites/${id}`, {
      ...signing,
      eventDate: past,
      version: 2,
    });
    expect(kept.json()).toMatchObject({ eventDate: past, version: 3 });
  });

  it("deletes one", async () => {
    const { id } = (await call(content, "POST", "/api/signings/", signing)).json();
    expect((await call(content, "DELETE", `/api/signings/${id}`)).json()).toEqual({ ok: true });
    const gone = await call(content, "GET", `/api/signings/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("Signing not found.");
  });
});
