// Issue 27 point 2: reset links are rare and single. Ten clicks on "Reset password" send one e-mail; a
// later link revokes the earlier one; a new address revokes what was mailed to the old one; and the
// public "forgot password" form's links follow the same one-live-link rule.
import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema/index";
import { solveCaptcha } from "../../../test/captcha";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "boss", claims: "admin", password: "boss-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
});
afterAll(() => ctx.close());

const resetBy = (who: SignedIn, id: string) =>
  ctx.app.inject({ method: "POST", url: `/api/workers/${id}/resetPassword`, headers: who.authHeader });

async function linksMailedTo(address: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(sql`${mailOutbox.to} = ${address}`)
    .orderBy(desc(mailOutbox.createdAt));
  return rows.map((row) => decodeURIComponent(/recover\?token=(\S+)/.exec(row.text)?.[1] ?? ""));
}

const useLink = (token: string, password: string) =>
  ctx.app.inject({ method: "POST", url: "/api/account/reset", payload: { token, password } });

/** As if the worker's links were made `minutes` earlier (the window is read from their creation time). */
async function age(workerId: string, minutes: number) {
  await ctx.db.execute(
    sql`update one_time_tokens set created_at = created_at - make_interval(mins => ${minutes}) where worker_id = ${workerId}`,
  );
}

describe("a manager's reset links", () => {
  it("ten requests at once send one e-mail; the other nine hear why (429)", async () => {
    const worker = await seedWorker(ctx.db, { userName: "tina", claims: "qc" });
    const answers = await Promise.all(Array.from({ length: 10 }, () => resetBy(admin, worker.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(429)]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toBe(
      "A reset link was already sent to this worker in the last 10 minutes.",
    );
    expect(await linksMailedTo(worker.email)).toHaveLength(1);
  });

  it("a link sent after the window revokes the earlier one", async () => {
    const worker = await seedWorker(ctx.db, { userName: "ulla", claims: "qc" });
    expect((await resetBy(admin, worker.id)).statusCode).toBe(200);
    await age(worker.id, 11);
    expect((await resetBy(admin, worker.id)).statusCode).toBe(200);
    const [newer, older] = await linksMailedTo(worker.email);
    const first = await useLink(older!, "ulla-older-password");
    expect(first.statusCode).toBe(400);
    expect(first.json().modelState["model.token"]).toBeTruthy();
    expect((await useLink(newer!, "ulla-newer-password")).statusCode).toBe(200);
    expect((await signIn(ctx.app, "ulla", "ulla-newer-password")).body.userName).toBe("ulla");
  });

  it("a new address revokes the link mailed to the old one, and a link to the new one may go at once", async () => {
    const worker = await seedWorker(ctx.db, { userName: "vera", claims: "qc" });
    expect((await resetBy(admin, worker.id)).statusCode).toBe(200);
    const [mistyped] = await linksMailedTo(worker.email);
    const moved = await ctx.app.inject({
      method: "PUT",
      url: `/api/workers/${worker.id}`,
      headers: admin.authHeader,
      payload: {
        email: "vera.k@example.test",
        claims: ["qc"],
        isActive: true,
        frontedAccess: false,
        version: 1,
      },
    });
    expect(moved.statusCode).toBe(200);
    expect((await useLink(mistyped!, "vera-old-link-pass")).statusCode).toBe(400);
    expect((await resetBy(admin, worker.id)).statusCode).toBe(200);
    const [fresh] = await linksMailedTo("vera.k@example.test");
    expect((await useLink(fresh!, "vera-new-link-pass")).statusCode).toBe(200);
  });
});

describe("the public 'forgot password' form", () => {
  it("keeps one live link: the second request's link works, the first's no longer does", async () => {
    const worker = await seedWorker(ctx.db, { userName: "wanda", claims: "qc" });
    for (let i = 0; i < 2; i += 1) {
      const answer = await ctx.app.inject({
        method: "POST",
        url: "/api/account/recover",
        payload: { email: worker.email, altcha: await solveCaptcha(ctx.app) },
      });
      expect(answer.statusCode).toBe(200);
    }
    const [newer, older] = await linksMailedTo(worker.email);
    expect((await useLink(older!, "wanda-older-password")).statusCode).toBe(400);
    expect((await useLink(newer!, "wanda-newer-password")).statusCode).toBe(200);
  });
});
