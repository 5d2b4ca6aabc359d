import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index";
import { createTestContext, seedWorker, solveCaptcha, type TestContext } from "../../test/index";
import { createMailService, INTERRUPTED, MAX_ATTEMPTS, messageIdOf } from "./mail-service";
import { insertMail, leaseNextMail } from "./outbox.queries";
import { startTestSmtp, type TestSmtp } from "./test-smtp";

let ctx: TestContext;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** A second sender on the same database, as another process would run it. */
function sender(url: string | undefined, outbox?: Parameters<typeof createMailService>[0]["outbox"]) {
  return createMailService({ db: ctx.db, smtpUrl: url, from: "x@example.test", log: ctx.app.log, outbox });
}

async function rowOf(id: string) {
  const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

const expireLease = (id: string) =>
  ctx.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id));

describe("mail outbox sender", () => {
  it("delivers a password reset e-mail through SMTP and marks it sent", async () => {
    await seedWorker(ctx.db, { userName: "mailed", email: "mailed@example.test", claims: "qc" });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/account/recover",
      payload: { email: "mailed@example.test", altcha: await solveCaptcha(ctx.app) },
    });
    expect(response.statusCode).toBe(200);
    await ctx.app.context.mail.flush();

    const arrived = smtp.to("mailed@example.test");
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.raw).toContain("Subject: Reset your back office password");
    expect(arrived[0]?.raw).toContain("http://backoffice.example.test/recover?token=");
    const [row] = await ctx.db.select().from(mailOutbox).where(sql`${mailOutbox.to} = 'mailed@example.test'`);
    expect(row).toMatchObject({ status: "sent", attempts: 1, error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(arrived[0]?.raw).toContain(`Message-ID: ${messageIdOf(row!.id)}`);
  });

  it("a recipient the relay refuses (550) goes to the failed list at once, without retries", async () => {
    const id = await ctx.app.context.mail.queue({ to: "refuse-me@example.test", subject: "Nope", text: "x" });
    await ctx.app.context.mail.flush();
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.error).toContain("Mailbox does not exist");
    expect(smtp.to("refuse-me@example.test")).toHaveLength(0);
  });

  it("a temporary refusal (450) is kept for a retry with back-off", async () => {
    const deferring = await startTestSmtp({ isDeferring: true });
    const mail = sender(deferring.url);
    try {
      const id = await mail.queue({ to: "nobody@example.test", subject: "Refused", text: "hello" });
      await mail.flush();
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: "not sent", attempts: 1 });
      expect(row?.error).toContain("mailbox unavailable");
      // Back-off: the next try is about two minutes away, not right away.
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    } finally {
      await mail.stop();
      await deferring.close();
    }
  });

  it("gives up after the last try of a temporary failure", async () => {
    const deferring = await startTestSmtp({ isDeferring: true });
    const mail = sender(deferring.url);
    try {
      const row = await insertMail(ctx.db, { to: "later-fail@example.test", subject: "Last", text: "x" });
      await ctx.db
        .update(mailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1 })
        .where(eq(mailOutbox.id, row.id));
      await mail.flush();
      expect(await rowOf(row.id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    } finally {
      await mail.stop();
      await deferring.close();
    }
  });

  it("without SMTP_URL keeps queued mail as 'not sent'", async () => {
    const mail = sender(undefined);
    const id = await mail.queue({ to: "later@example.test", subject: "Kept", text: "hello" });
    await mail.flush();
    expect(await rowOf(id)).toMatchObject({ status: "not sent", attempts: 0 });
  });
});

/** Sends whatever earlier tests left due, so a lease below takes the row the test means. */
async function drain() {
  const mail = sender(smtp.url);
  await mail.flush();
  await mail.stop();
}

describe("crashes and leases", () => {
  it("a message leased by a sender that crashed waits for its lease, then is sent once", async () => {
    await drain();
    const row = await insertMail(ctx.db, { to: "crash@example.test", subject: "Leased", text: "x" });
    // Another process leased it and died before sending: the lease keeps this sender away.
    const leased = await leaseNextMail(ctx.db, 300);
    expect(leased?.id).toBe(row.id);
    const mail = sender(smtp.url);
    try {
      await mail.flush();
      expect(smtp.to("crash@example.test")).toHaveLength(0);
      await expireLease(row.id);
      await mail.flush();
      await mail.flush();
      expect(smtp.to("crash@example.test")).toHaveLength(1);
      expect(await rowOf(row.id)).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await mail.stop();
    }
  });

  it("delivered but not marked sent: kept under its lease (no quick second send), resent only after it", async () => {
    const failingMark = sender(smtp.url, {
      markMailSent: async () => {
        throw new Error("database went away");
      },
    });
    const id = await failingMark.queue({ to: "unmarked@example.test", subject: "Unmarked", text: "x" });
    await failingMark.flush();
    await failingMark.flush();
    await failingMark.stop();
    expect(smtp.to("unmarked@example.test")).toHaveLength(1);
    const row = await rowOf(id);
    // Not taken for a failed send: no error, no retry scheduled before the lease ends.
    expect(row).toMatchObject({ status: "not sent", attempts: 1, error: null });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 200_000);
    // The chosen trade-off: after the lease it is delivered again (never lost), with the same Message-ID.
    await expireLease(id);
    const healthy = sender(smtp.url);
    await healthy.flush();
    await healthy.stop();
    const arrived = smtp.to("unmarked@example.test");
    expect(arrived).toHaveLength(2);
    expect(arrived[1]?.raw).toContain(`Message-ID: ${messageIdOf(id)}`);
    expect(await rowOf(id)).toMatchObject({ status: "sent" });
  });

  it("two senders at the same time deliver each message exactly once", async () => {
    const addresses = Array.from({ length: 6 }, (_, i) => `pair-${i}@example.test`);
    for (const to of addresses) await insertMail(ctx.db, { to, subject: "Pair", text: "x" });
    const first = sender(smtp.url);
    const second = sender(smtp.url);
    await Promise.all([first.flush(), second.flush()]);
    await Promise.all([first.stop(), second.stop()]);
    for (const to of addresses) expect(smtp.to(to), to).toHaveLength(1);
  });

  it("a message whose sender died on every try goes to the failed list instead of another try", async () => {
    const row = await insertMail(ctx.db, { to: "doomed@example.test", subject: "Doomed", text: "x" });
    await ctx.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS }).where(eq(mailOutbox.id, row.id));
    const mail = sender(smtp.url);
    await mail.flush();
    await mail.stop();
    expect(smtp.to("doomed@example.test")).toHaveLength(0);
    expect(await rowOf(row.id)).toMatchObject({ status: "failed", error: INTERRUPTED });
  });
});
