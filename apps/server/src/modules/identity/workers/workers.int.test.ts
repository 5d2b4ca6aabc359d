// Workers calls (administration §5-§8, DESIGN §7): claims per the menu table, messages, 409, sessions
// ended by new claims or a disabled account, and the set-password link of a new worker.
import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema/index";
import {
  createTestContext,
  type SignedIn,
  seedWorker,
  signIn,
  type TestContext,
  tokenRequest,
} from "../../../test/index";

let ctx: TestContext;
let admin: SignedIn;
let adminId: string;
let manager: SignedIn;
let grader: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  adminId = (await seedWorker(ctx.db, { userName: "boss", claims: "admin", password: "boss-test-password" }))
    .id;
  // A floor lead: manages workers and may grant the station claims it holds itself (D29).
  await seedWorker(ctx.db, {
    userName: "hr",
    claims: "manageworker,grade,labels,qc",
    password: "hr-test-password",
  });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
  manager = await signIn(ctx.app, "hr", "hr-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
});
afterAll(() => ctx.close());

const call = (who: SignedIn, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });

async function lastMailTo(address: string) {
  const [mail] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.to} = ${address}`)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

const tokenIn = (text: string) => decodeURIComponent(/recover\?token=([^\s]+)/.exec(text)?.[1] ?? "");

describe("who may call /api/workers", () => {
  it("needs manageworker (admin holds it); a grader gets 403 everywhere, no token 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/workers/"],
      ["GET", "/api/workers/claims"],
      ["GET", "/api/workers/getEmail?email=a@b.co"],
      ["GET", "/api/workers/export.csv"],
      ["POST", "/api/workers"],
    ] as const) {
      expect((await call(grader, method, url, method === "POST" ? {} : undefined)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    expect((await call(manager, "GET", "/api/workers/")).statusCode).toBe(200);
    expect((await call(admin, "GET", "/api/workers/")).statusCode).toBe(200);
  });

  it("answers the known claims", async () => {
    const claims = (await call(manager, "GET", "/api/workers/claims")).json();
    expect(claims).toContain("manageworker");
    expect(claims).toContain("grade");
    expect(claims).toContain("labels");
  });
});

describe("creating a worker", () => {
  it("refuses a bad e-mail with the spec's text, unknown claims and a taken address; nothing is stored", async () => {
    const bad = await call(manager, "POST", "/api/workers", {
      email: "not an email",
      claims: ["grade", "wizard"],
      isActive: true,
      frontedAccess: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: "Error saving changes",
      modelState: { "model.email": ["Invalid email format"], "model.claims": ["Unknown claims: wizard."] },
    });
    const taken = await call(manager, "POST", "/api/workers", {
      email: "GINA@example.test",
      claims: [],
      isActive: true,
      frontedAccess: false,
    });
    expect(taken.json().modelState).toEqual({
      "model.email": ["This e-mail address is already used by another worker."],
    });
    const list = (await call(manager, "GET", "/api/workers/?search=not%20an")).json();
    expect(list.total).toBe(0);
  });

  it("stores the worker without a password and e-mails a link with which they set one and sign in", async () => {
    const created = await call(manager, "POST", "/api/workers", {
      email: " Newbie@Example.test ",
      claims: ["Grade", "labels"],
      isActive: true,
      frontedAccess: true,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      email: "newbie@example.test",
      claims: ["grade", "labels"],
      isActive: true,
      frontedAccess: true,
      hasPassword: false,
      version: 1,
    });
    const taken = await call(manager, "GET", "/api/workers/getEmail?email=NEWBIE@example.TEST");
    expect(taken.json()).toEqual({ isTaken: true });
    const own = await call(
      manager,
      "GET",
      `/api/workers/getEmail?email=newbie@example.test&except=${created.json().id}`,
    );
    expect(own.json()).toEqual({ isTaken: false });
    expect((await call(manager, "GET", "/api/workers/getEmail?email=free@example.test")).json()).toEqual({
      isTaken: false,
    });

    const mail = await lastMailTo("newbie@example.test");
    expect(mail?.subject).toBe("Your back office account");
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/account/reset",
      payload: { token: tokenIn(mail!.text), password: "newbie-chosen-pass" },
    });
    expect(reset.statusCode).toBe(200);
    const newbie = await signIn(ctx.app, "newbie@example.test", "newbie-chosen-pass");
    expect(newbie.body.claims).toBe("grade,labels");
  });
});

describe("changing a worker", () => {
  it("saves with the version read; a stale version answers 409 and changes nothing", async () => {
    const target = await seedWorker(ctx.db, { userName: "tess", claims: "qc" });
    const body = { email: target.email, claims: ["qc"], isActive: true, frontedAccess: true, version: 1 };
    const saved = await call(manager, "PUT", `/api/workers/${target.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ frontedAccess: true, version: 2 });
    const stale = await call(manager, "PUT", `/api/workers/${target.id}`, { ...body, frontedAccess: false });
    expect(stale.statusCode).toBe(409);
    const read = (await call(manager, "GET", `/api/workers/${target.id}`)).json();
    expect(read).toMatchObject({ frontedAccess: true, version: 2 });
    const bad = await call(manager, "PUT", `/api/workers/${target.id}`, { ...body, version: 2, email: "x@" });
    expect(bad.json().modelState).toEqual({ "model.email": ["Invalid email format"] });
    expect((await call(manager, "GET", "/api/workers/not-an-id")).statusCode).toBe(404);
  });

  it("ends the worker's sessions at once when their claims change, not when only fronted access does", async () => {
    const target = await seedWorker(ctx.db, {
      userName: "cora",
      claims: "grade",
      password: "cora-test-password",
    });
    const session = await signIn(ctx.app, "cora", "cora-test-password");
    const profile = () =>
      ctx.app.inject({ method: "GET", url: "/api/userprofile", headers: session.authHeader });
    expect((await profile()).statusCode).toBe(200);

    const base = { email: target.email, claims: ["grade"], isActive: true };
    await call(manager, "PUT", `/api/workers/${target.id}`, { ...base, frontedAccess: true, version: 1 });
    expect((await profile()).statusCode).toBe(200);

    await call(manager, "PUT", `/api/workers/${target.id}`, {
      ...base,
      claims: ["grade", "labels"],
      frontedAccess: true,
      version: 2,
    });
    expect((await profile()).statusCode).toBe(401);
    const refreshed = await tokenRequest(ctx.app, {
      client_id: "backoffice",
      grant_type: "refresh_token",
      refresh_token: session.refreshToken,
    });
    expect(refreshed.statusCode).toBe(400);
    const again = await signIn(ctx.app, "cora", "cora-test-password");
    expect(again.body.claims).toBe("grade,labels");
  });

  it("ends the sessions of a disabled worker, who then cannot sign in", async () => {
    const target = await seedWorker(ctx.db, { userName: "dan", claims: "qc", password: "dan-test-password" });
    const session = await signIn(ctx.app, "dan", "dan-test-password");
    const put = await call(manager, "PUT", `/api/workers/${target.id}`, {
      email: target.email,
      claims: ["qc"],
      isActive: false,
      frontedAccess: false,
      version: 1,
    });
    expect(put.statusCode).toBe(200);
    const profile = await ctx.app.inject({
      method: "GET",
      url: "/api/userprofile",
      headers: session.authHeader,
    });
    expect(profile.statusCode).toBe(401);
    await expect(signIn(ctx.app, "dan", "dan-test-password")).rejects.toThrow();
  });

  it("e-mails a reset link on request", async () => {
    const target = await seedWorker(ctx.db, { userName: "rita", claims: "qc" });
    const sent = await call(manager, "POST", `/api/workers/${target.id}/resetPassword`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe("A reset link was sent to rita@example.test.");
    expect((await lastMailTo("rita@example.test"))?.subject).toBe("Reset your back office password");
    expect((await call(grader, "POST", `/api/workers/${target.id}/resetPassword`)).statusCode).toBe(403);
  });
});

describe("removing a worker", () => {
  it("is for admin only ('Error remove worker'), never yourself; the removed worker's token stops working", async () => {
    const target = await seedWorker(ctx.db, {
      userName: "gone",
      claims: "qc",
      password: "gone-test-password",
    });
    const session = await signIn(ctx.app, "gone", "gone-test-password");
    const refused = await call(manager, "DELETE", `/api/workers/${target.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Error remove worker");
    expect((await call(admin, "GET", `/api/workers/${target.id}`)).statusCode).toBe(200);

    const self = await call(admin, "DELETE", `/api/workers/${adminId}`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({
      message: "Error remove worker",
      exceptionMessage: "You cannot remove your own account.",
    });

    const removed = await call(admin, "DELETE", `/api/workers/${target.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(admin, "GET", `/api/workers/${target.id}`)).statusCode).toBe(404);
    const profile = await ctx.app.inject({
      method: "GET",
      url: "/api/userprofile",
      headers: session.authHeader,
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe("the list and its export", () => {
  it("pages, searches, filters by claim and state, sorts", async () => {
    for (const name of ["lia", "lib", "lic"])
      await seedWorker(ctx.db, { userName: name, claims: "shipping" });
    await seedWorker(ctx.db, { userName: "lid", claims: "shipping", isActive: false });
    const page = (
      await call(manager, "GET", "/api/workers/?search=LI&claim=shipping&sort=-email&pageSize=2")
    ).json();
    expect(page.total).toBe(4);
    expect(page.rows.map((r: { userName: string }) => r.userName)).toEqual(["lid", "lic"]);
    const second = (
      await call(manager, "GET", "/api/workers/?search=li&claim=shipping&sort=-email&pageSize=2&page=2")
    ).json();
    expect(second.rows.map((r: { userName: string }) => r.userName)).toEqual(["lib", "lia"]);
    const inactive = (await call(manager, "GET", "/api/workers/?search=li&active=inactive")).json();
    expect(inactive.rows.map((r: { userName: string }) => r.userName)).toEqual(["lid"]);
    expect((await call(manager, "GET", "/api/workers/?pageSize=101")).statusCode).toBe(400);
    // LIKE wildcards are text, not patterns.
    expect((await call(manager, "GET", "/api/workers/?search=%25")).json().total).toBe(0);
  });

  it("exports the whole filtered list as CSV, across keyset batches", async () => {
    for (let i = 0; i < 520; i += 1) {
      await ctx.db.execute(
        sql`insert into workers (email, user_name, display_name, claims) values (${`bulk${String(i).padStart(3, "0")}@csv.test`}, ${`bulk${i}`}, ${`=Bulk ${i}`}, 'slab')`,
      );
    }
    const response = await call(manager, "GET", "/api/workers/export.csv?search=csv.test&claim=slab");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,email,userName,displayName,claims,isActive,frontedAccess");
    expect(lines).toHaveLength(521);
    expect(lines[1]).toContain('"bulk000@csv.test","bulk0","\'=Bulk 0","slab","true","false"');
    expect(lines[520]).toContain('"bulk519@csv.test"');
    expect(new Set(lines).size).toBe(521);
  });
});
