// The failed list with the customer's milestone e-mails (issue 33): a milestone e-mail the recipient's
// relay refused shows its milestone, its order and a bounce mark; a resend delivers it (it was rendered
// before it failed, so the sender takes it again).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index";
import { startTestSmtp, type TestSmtp } from "../../integrations/mail/test-smtp";
import { seedCustomer } from "../../seed/customers-factory";
import { seedOrder } from "../../seed/orders-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../test/index";

let ctx: TestContext;
let smtp: TestSmtp;
let manager: SignedIn;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ config: { smtpUrl: smtp.url } });
  await seedWorker(ctx.db, { userName: "mona", claims: "manage", password: "mona-test-password" });
  manager = await signIn(ctx.app, "mona", "mona-test-password");
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const call = (method: "GET" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: manager.authHeader, ...(payload ? { payload } : {}) });

describe("a milestone e-mail in the failed list", () => {
  it("shows its milestone, order and bounce, and a resend delivers it", async () => {
    const { customer } = await seedCustomer(ctx.db, { email: "refuse-grades@example.test" });
    const { orderId } = await seedOrder(ctx.db, { status: "Billing", customerId: customer.id });
    const [queued] = await ctx.db
      .insert(mailOutbox)
      .values({
        to: customer.email,
        subject: `Grades ready: order ${orderId}`,
        text: "Your grades are ready.",
        orderId,
        customerId: customer.id,
        milestone: "grades",
        mailKey: `order:${orderId}:grades`,
        renderedAt: new Date(),
      })
      .returning();
    // A plain message refused the same way: no milestone, but a bounce all the same.
    await ctx.app.context.mail.queue({ to: "refuse-plain@example.test", subject: "Hello", text: "hi" });
    await ctx.app.context.mail.flush();

    const list = await call("GET", "/api/email/GetFailedEmail?pageSize=100");
    expect(list.statusCode).toBe(200);
    const rows = list.json().rows as Array<Record<string, unknown>>;
    const milestoneRow = rows.find((row) => row.id === queued!.id);
    expect(milestoneRow).toMatchObject({
      state: "failed",
      milestone: "grades",
      milestoneLabel: "Grades ready",
      orderId,
      isBounced: true,
    });
    const plain = rows.find((row) => row.to === "refuse-plain@example.test");
    expect(plain).toMatchObject({ milestone: null, orderId: null, isBounced: true });

    // The mailbox comes back; the resend goes out although the row was rendered long before.
    await ctx.db
      .update(mailOutbox)
      .set({ to: "grades-fixed@example.test" })
      .where(eq(mailOutbox.id, queued!.id));
    const resent = await call("POST", "/api/email/ResendEmail", {
      id: queued!.id,
      comment: "Mailbox fixed",
      version: milestoneRow!.version,
    });
    expect(resent.statusCode).toBe(200);
    await ctx.app.context.mail.flush();
    expect(smtp.to("grades-fixed@example.test")).toHaveLength(1);
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(row?.status).toBe("sent");
  });

  it("marks a failure that is not a refusal of the address as not bounced", async () => {
    const { customer } = await seedCustomer(ctx.db);
    const [row] = await ctx.db
      .insert(mailOutbox)
      .values({
        to: customer.email,
        subject: "Received",
        text: "",
        status: "failed",
        error: "Connection timeout",
        customerId: customer.id,
        milestone: "received",
        orderId: "26-0000001",
        renderedAt: new Date(),
      })
      .returning();
    const rows = (await call("GET", "/api/email/GetFailedEmail?pageSize=100")).json().rows;
    expect(rows.find((listed: { id: string }) => listed.id === row!.id)).toMatchObject({
      milestone: "received",
      isBounced: false,
    });
  });
});
