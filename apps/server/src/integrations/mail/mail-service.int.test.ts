import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index";
import { createTestContext, seedWorker, solveCaptcha, type TestContext } from "../../test/index";
import { createMailService } from "./mail-service";

type Received = { to: string[]; raw: string };

/** An SMTP relay inside the test process, on 127.0.0.1. */
async function startSmtp(options: { isRefusing: boolean }) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        if (options.isRefusing) return callback(new Error("mailbox unavailable"));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe("mail outbox sender", () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp({ isRefusing: false });
    ctx = await createTestContext({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("delivers a password reset e-mail through SMTP and marks it sent", async () => {
    await seedWorker(ctx.db, { userName: "mailed", email: "mailed@example.test", claims: "qc" });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/account/recover",
      payload: { email: "mailed@example.test", altcha: await solveCaptcha(ctx.app) },
    });
    expect(response.statusCode).toBe(200);
    await ctx.app.context.mail.flush();

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["mailed@example.test"]);
    expect(smtp.received[0]?.raw).toContain("Subject: Reset your back office password");
    expect(smtp.received[0]?.raw).toContain("http://backoffice.example.test/recover?token=");
    const [row] = await ctx.db.select().from(mailOutbox).where(sql`${mailOutbox.to} = 'mailed@example.test'`);
    expect(row).toMatchObject({ status: "sent", attempts: 1, error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("records a refused delivery and keeps it for a retry", async () => {
    const refusing = await startSmtp({ isRefusing: true });
    const mail = createMailService({
      db: ctx.db,
      smtpUrl: refusing.url,
      from: "x@example.test",
      log: ctx.app.log,
    });
    try {
      await mail.queue({ to: "nobody@example.test", subject: "Refused", text: "hello" });
      await mail.flush();
      const [row] = await ctx.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} = 'Refused'`);
      expect(row).toMatchObject({ status: "not sent", attempts: 1 });
      expect(row?.error).toContain("mailbox unavailable");
      expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await mail.stop();
      await refusing.close();
    }
  });

  it("without SMTP_URL keeps queued mail as 'not sent'", async () => {
    const mail = createMailService({
      db: ctx.db,
      smtpUrl: undefined,
      from: "x@example.test",
      log: ctx.app.log,
    });
    await mail.queue({ to: "later@example.test", subject: "Kept", text: "hello" });
    await mail.flush();
    const [row] = await ctx.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} = 'Kept'`);
    expect(row).toMatchObject({ status: "not sent", attempts: 0 });
  });
});
