// Issue 30 §9: without a mail server a new worker could never get a password (the link waited in the
// outbox forever). With no SMTP_URL an admin is shown the one-time link to hand over; a manager is not,
// and with a mail server nobody is (the link travels only by e-mail).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";
import { NO_MAIL_SERVER_LINK } from "./worker-write";

let ctx: TestContext;
let admin: SignedIn;
let manager: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "root", claims: "admin", password: "root-test-password" });
  await seedWorker(ctx.db, { userName: "mgr", claims: "manageworker,qc", password: "mgr-test-password" });
  admin = await signIn(ctx.app, "root", "root-test-password");
  manager = await signIn(ctx.app, "mgr", "mgr-test-password");
});
afterAll(() => ctx.close());

const create = (who: SignedIn, email: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/workers",
    headers: who.authHeader,
    payload: { email, claims: ["qc"], isActive: true, frontedAccess: false },
  });
const tokenOf = (link: string) => decodeURIComponent(/recover\?token=(\S+)/.exec(link)?.[1] ?? "");

describe("no mail server", () => {
  it("an admin adding a worker gets the set-password link, and the worker signs in through it", async () => {
    const added = await create(admin, "nomail.new@lab.test");
    expect(added.statusCode, added.body).toBe(200);
    const link = added.json().setPasswordLink as string;
    expect(link).toMatch(/\/recover\?token=/);
    const used = await ctx.app.inject({
      method: "POST",
      url: "/api/account/reset",
      payload: { token: tokenOf(link), password: "nomail-new-password" },
    });
    expect(used.statusCode, used.body).toBe(200);
    const signedIn = await signIn(ctx.app, "nomail.new@lab.test", "nomail-new-password");
    expect(signedIn.body.userName).toBe("nomail.new@lab.test");
  });

  it("an admin's reset answers the link and says no e-mail was sent; a manager's answers no link", async () => {
    const worker = await seedWorker(ctx.db, { userName: "resetme", claims: "qc" });
    const byAdmin = await ctx.app.inject({
      method: "POST",
      url: `/api/workers/${worker.id}/resetPassword`,
      headers: admin.authHeader,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().message).toBe(NO_MAIL_SERVER_LINK);
    expect(byAdmin.json().setPasswordLink).toMatch(/\/recover\?token=/);

    const other = await seedWorker(ctx.db, { userName: "resetme2", claims: "qc" });
    const byManager = await ctx.app.inject({
      method: "POST",
      url: `/api/workers/${other.id}/resetPassword`,
      headers: manager.authHeader,
    });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(byManager.json().setPasswordLink).toBeUndefined();
    const added = await create(manager, "nomail.bymgr@lab.test");
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().setPasswordLink).toBeUndefined();
  });
});

describe("with a mail server", () => {
  it("nobody is shown the link", async () => {
    const mailed = await createTestContext({ config: { smtpUrl: "smtp://127.0.0.1:9" } });
    try {
      await seedWorker(mailed.db, { userName: "root2", claims: "admin", password: "root2-test-password" });
      const boss = await signIn(mailed.app, "root2", "root2-test-password");
      const added = await mailed.app.inject({
        method: "POST",
        url: "/api/workers",
        headers: boss.authHeader,
        payload: { email: "mailed@lab.test", claims: ["qc"], isActive: true, frontedAccess: false },
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().setPasswordLink).toBeUndefined();
    } finally {
      await mailed.close();
    }
  });
});
