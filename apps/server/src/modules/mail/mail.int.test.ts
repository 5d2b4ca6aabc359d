// E-mail calls end to end over a real SMTP relay in the test process: a refused recipient lands in the
// failed list, a resend with a comment arrives, bulk and select-all, claims, bad input changes nothing,
// and a /sendEmail batch reaches the chosen customers once even when the request is repeated.
import { RESEND_COMMENT_REQUIRED } from "@gbo/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index";
import { startTestSmtp, type TestSmtp } from "../../integrations/mail/test-smtp";
import { seedCustomer } from "../../seed/customers-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../test/index";

let ctx: TestContext;
let smtp: TestSmtp;
let manager: SignedIn;
let clerk: SignedIn;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ config: { smtpUrl: smtp.url } });
  await seedWorker(ctx.db, { userName: "mona", claims: "manage", password: "mona-test-password" });
  await seedWorker(ctx.db, { userName: "uma", claims: "user,worker", password: "uma-test-password" });
  manager = await signIn(ctx.app, "mona", "mona-test-password");
  clerk = await signIn(ctx.app, "uma", "uma-test-password");
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const call = (who: SignedIn, method: "GET" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, ...(payload ? { payload } : {}) });

type Listed = {
  id: string;
  to: string;
  state: "queued" | "sent" | "failed";
  version: number;
  error: string;
  resendComment: string | null;
};

async function mailList(): Promise<{ rows: Listed[]; total: number; failedTotal: number }> {
  const response = await call(manager, "GET", "/api/email/GetFailedEmail?pageSize=100");
  expect(response.statusCode).toBe(200);
  return response.json();
}

const failedList = async () => (await mailList()).rows.filter((m) => m.state === "failed");

/** A message the relay refuses: the real path into the failed list. */
async function refusedMail(to: string, subject = "Your order has shipped") {
  const id = await ctx.app.context.mail.queue({ to, subject, text: `Hello ${to}` });
  await ctx.app.context.mail.flush();
  return id;
}

/** Stands in for the mailbox coming back: the same message, now to an address the relay accepts. */
const fixAddress = (id: string, to: string) =>
  ctx.db.update(mailOutbox).set({ to }).where(eq(mailOutbox.id, id));

const rowOf = async (id: string) => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe("e-mail calls", () => {
  it("need manage: 403 for a worker without it, 401 without a token", async () => {
    for (const [method, url] of [
      ["GET", "/api/email/GetFailedEmail"],
      ["POST", "/api/email/ResendEmail"],
      ["POST", "/api/email/BulkEmail"],
      ["POST", "/api/email/send"],
    ] as const) {
      expect((await call(clerk, method, url, {})).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it("lists a refused message with its error, then a resend with a comment arrives", async () => {
    const id = await refusedMail("refuse-ann@example.test");
    const [first] = await failedList();
    expect(first).toMatchObject({ id, to: "refuse-ann@example.test", attempts: 1, version: 1 });
    expect(first?.error).toContain("550");
    expect(first?.error).toContain("Mailbox does not exist");

    await fixAddress(id, "ann@example.test");
    const resent = await call(manager, "POST", "/api/email/ResendEmail", {
      id,
      comment: "  Customer fixed the mailbox  ",
      version: 1,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ count: 1 });
    await ctx.app.context.mail.flush();
    const arrived = smtp.to("ann@example.test");
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.raw).toContain("Subject: Your order has shipped");
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, error: null });
    expect(row?.resentAt).toBeInstanceOf(Date);
    expect((await failedList()).some((m) => m.id === id)).toBe(false);

    // A second click with what the list showed: nothing is queued twice.
    const again = await call(manager, "POST", "/api/email/ResendEmail", { id, comment: "again", version: 1 });
    expect(again.statusCode).toBe(409);
    await ctx.app.context.mail.flush();
    expect(smtp.to("ann@example.test")).toHaveLength(1);
  });

  it("keeps a resent message on the list with its state: queued, then sent or failed again (issue 30 §9)", async () => {
    const delivered = await refusedMail("refuse-gil@example.test");
    const refused = await refusedMail("refuse-fay@example.test");
    await fixAddress(delivered, "gil@example.test");
    for (const id of [delivered, refused]) {
      await call(manager, "POST", "/api/email/ResendEmail", { id, comment: "Resend it", version: 1 });
    }
    const queued = (await mailList()).rows.find((m) => m.id === delivered);
    expect(queued).toMatchObject({ state: "queued", resendComment: "Resend it", resentBy: "mona" });
    await ctx.app.context.mail.flush();
    const after = await mailList();
    expect(after.rows.find((m) => m.id === delivered)).toMatchObject({ state: "sent", error: null });
    expect(after.rows.find((m) => m.id === refused)).toMatchObject({ state: "failed", resentBy: "mona" });
    // Failed rows come first; only they count towards a select-all resend.
    const states = after.rows.map((m) => m.state);
    expect(states.indexOf("sent")).toBeGreaterThan(states.lastIndexOf("failed"));
    expect(after.failedTotal).toBe(states.filter((state) => state === "failed").length);
    expect(after.total).toBe(after.rows.length);
  });

  it("shows who resent a message that failed again, with the comment", async () => {
    const id = await refusedMail("refuse-bob@example.test");
    await call(manager, "POST", "/api/email/ResendEmail", { id, comment: "Try once more", version: 1 });
    await ctx.app.context.mail.flush();
    const row = (await failedList()).find((m) => m.id === id);
    expect(row).toMatchObject({ resendComment: "Try once more", resentBy: "mona", attempts: 1 });
  });

  it("refuses a resend without a comment with the domain's message and changes nothing", async () => {
    const id = await refusedMail("refuse-cy@example.test");
    const before = await rowOf(id);
    for (const payload of [
      { id, version: 1 },
      { id, version: 1, comment: "   " },
    ]) {
      const response = await call(manager, "POST", "/api/email/ResendEmail", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: RESEND_COMMENT_REQUIRED,
        modelState: { "model.comment": [RESEND_COMMENT_REQUIRED] },
      });
    }
    const bulk = await call(manager, "POST", "/api/email/BulkEmail", { isAll: true, comment: "" });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().message).toBe(RESEND_COMMENT_REQUIRED);
    expect(await rowOf(id)).toEqual(before);
    // Bad ids and unknown messages: clear answers, never a 500.
    const badId = await call(manager, "POST", "/api/email/ResendEmail", {
      id: "x",
      comment: "c",
      version: 1,
    });
    expect(badId.statusCode).toBe(400);
    const unknown = await call(manager, "POST", "/api/email/ResendEmail", {
      id: "00000000-0000-4000-8000-000000000000",
      comment: "c",
      version: 0,
    });
    expect(unknown.statusCode).toBe(404);
    const stale = await call(manager, "POST", "/api/email/ResendEmail", { id, comment: "c", version: 7 });
    expect(stale.statusCode).toBe(409);
  });

  it("bulk resends the chosen messages, and select-all resends every failed one", async () => {
    const chosen = [await refusedMail("refuse-d1@example.test"), await refusedMail("refuse-d2@example.test")];
    const other = await refusedMail("refuse-d3@example.test");
    const none = await call(manager, "POST", "/api/email/BulkEmail", { ids: [], comment: "c" });
    expect(none.statusCode).toBe(400);

    await fixAddress(chosen[0]!, "d1@example.test");
    await fixAddress(chosen[1]!, "d2@example.test");
    const bulk = await call(manager, "POST", "/api/email/BulkEmail", { ids: chosen, comment: "Bulk retry" });
    expect(bulk.json()).toEqual({ count: 2 });
    await ctx.app.context.mail.flush();
    expect(smtp.to("d1@example.test")).toHaveLength(1);
    expect(smtp.to("d2@example.test")).toHaveLength(1);
    expect((await rowOf(other))?.status).toBe("failed");
    const repeat = await call(manager, "POST", "/api/email/BulkEmail", {
      ids: chosen,
      comment: "Bulk retry",
    });
    expect(repeat.statusCode).toBe(409);

    const failedBefore = (await failedList()).length;
    expect(failedBefore).toBeGreaterThan(0);
    const all = await call(manager, "POST", "/api/email/BulkEmail", { isAll: true, comment: "Relay fixed" });
    expect(all.json()).toEqual({ count: failedBefore });
    const row = await rowOf(other);
    expect(row?.status).toBe("not sent");
    expect(row?.resendComment).toContain("Relay fixed");
  });
});

describe("a message to chosen customers (/sendEmail)", () => {
  it("queues one message per customer, delivers them, and a repeated request queues nothing", async () => {
    const { customer: eve } = await seedCustomer(ctx.db, { email: "eve@example.test", firstName: "Eve" });
    const { customer: finn } = await seedCustomer(ctx.db, { email: "finn@example.test", firstName: "Finn" });
    const { customer: gone } = await seedCustomer(ctx.db, { email: "not-an-address" });
    const body = {
      batchId: "6f1d3c1e-8a44-4c1b-9d0e-3b8f2a7c5e11",
      customerIds: [eve.id, finn.id, gone.id, 999_999],
      subject: "Convention hours",
      text: "We open at 9.",
    };
    const sent = await call(manager, "POST", "/api/email/send", body);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      batchId: body.batchId,
      queued: 2,
      skipped: [gone.id, 999_999],
      isRepeat: false,
    });
    const repeat = await call(manager, "POST", "/api/email/send", body);
    expect(repeat.json()).toMatchObject({ queued: 2, isRepeat: true });
    await ctx.app.context.mail.flush();
    expect(smtp.to("eve@example.test")).toHaveLength(1);
    expect(smtp.to("finn@example.test")).toHaveLength(1);
    expect(smtp.to("eve@example.test")[0]?.raw).toContain("We open at 9.");

    const reused = await call(manager, "POST", "/api/email/send", { ...body, subject: "Another" });
    expect(reused.statusCode).toBe(422);
  });

  it("refuses a message without recipients, subject or text", async () => {
    const base = {
      batchId: "0b7e3a52-41c2-4f7d-8a39-5c7d0e2f9a10",
      customerIds: [1],
      subject: "S",
      text: "T",
    };
    for (const [field, value] of [
      ["customerIds", []],
      ["subject", " "],
      ["text", ""],
    ] as const) {
      const response = await call(manager, "POST", "/api/email/send", { ...base, [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().modelState ?? {}), field).toContain(`model.${field}`);
    }
    const nobody = await call(manager, "POST", "/api/email/send", { ...base, customerIds: [987_654] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe("None of the chosen customers has a valid e-mail address.");
  });
});
