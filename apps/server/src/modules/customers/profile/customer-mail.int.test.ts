// The customer's milestone e-mails on their record (issue 33 point 4): the choices saved with the version
// (stale 409), refused for receipts and shipping, audited; the outbox honours them; the address checked
// (pattern, bounce on the latest finished e-mail to the current address).
import { MAIL_CHOICE_ALWAYS_SENT } from "@gbo/domain/customers";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAudit, customers, mailOutbox } from "../../../db/schema/index";
import { queueMilestoneMail } from "../../../integrations/mail/milestone-outbox";
import { seedCustomer } from "../../../seed/customers-factory";
import { seedOrder } from "../../../seed/orders-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";
import { CUSTOMER_STALE } from "./customer-profile";

let ctx: TestContext;
let clerk: SignedIn;
let grader: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "uma", claims: "user", password: "uma-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  clerk = await signIn(ctx.app, "uma", "uma-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
});
afterAll(() => ctx.close());

const call = (who: SignedIn, method: "GET" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });

async function mailOf(id: number) {
  const response = await call(clerk, "GET", `/api/users/${id}/mail`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("the customer's mail choices", () => {
  it("shows every milestone sent, receipts and shipping not optional", async () => {
    const { customer } = await seedCustomer(ctx.db);
    const mail = await mailOf(customer.id);
    expect(mail.turnedOff).toEqual([]);
    expect(mail.isEmailValid).toBe(true);
    expect(mail.bounce).toBeNull();
    const optional = mail.choices.filter((c: { isOptional: boolean }) => c.isOptional);
    expect(optional.map((c: { label: string }) => c.label)).toEqual([
      "Received",
      "Invoice ready",
      "Grades ready",
    ]);
    expect(mail.choices.every((c: { isSent: boolean }) => c.isSent)).toBe(true);
  });

  it("saves a choice with the version, audits it, and answers 409 on a stale version", async () => {
    const { customer } = await seedCustomer(ctx.db);
    const before = await mailOf(customer.id);
    const saved = await call(clerk, "POST", `/api/users/${customer.id}/mail`, {
      turnedOff: ["grades"],
      version: before.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("E-mail choices saved.");
    expect(saved.json().mail.turnedOff).toEqual(["grades"]);
    expect(saved.json().mail.version).toBe(before.version + 1);
    const grades = saved.json().mail.choices.find((c: { milestone: string }) => c.milestone === "grades");
    expect(grades.isSent).toBe(false);
    expect((await mailOf(customer.id)).turnedOff).toEqual(["grades"]);

    const audit = await ctx.db
      .select()
      .from(customerAudit)
      .where(and(eq(customerAudit.customerId, customer.id), eq(customerAudit.field, "mailChoices")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ oldValue: "All sent", newValue: "Off: Grades ready", author: "uma" });

    const stale = await call(clerk, "POST", `/api/users/${customer.id}/mail`, {
      turnedOff: [],
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CUSTOMER_STALE);
    expect((await mailOf(customer.id)).turnedOff).toEqual(["grades"]);
  });

  it("refuses turning off receipts or shipping with the domain's message, changing nothing", async () => {
    const { customer } = await seedCustomer(ctx.db);
    for (const always of ["shipped", "payment"]) {
      const refused = await call(clerk, "POST", `/api/users/${customer.id}/mail`, {
        turnedOff: ["received", always],
        version: customer.version,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MAIL_CHOICE_ALWAYS_SENT);
      expect(Object.values(refused.json().modelState).flat()).toEqual([MAIL_CHOICE_ALWAYS_SENT]);
    }
    const unknown = await call(clerk, "POST", `/api/users/${customer.id}/mail`, {
      turnedOff: ["newsletter"],
      version: customer.version,
    });
    expect(unknown.statusCode).toBe(400);
    expect((await mailOf(customer.id)).turnedOff).toEqual([]);
    expect((await mailOf(customer.id)).version).toBe(customer.version);
  });

  it("needs the customers claims; unknown customer 404", async () => {
    const { customer } = await seedCustomer(ctx.db);
    expect((await call(grader, "GET", `/api/users/${customer.id}/mail`)).statusCode).toBe(403);
    const body = { turnedOff: [], version: 1 };
    expect((await call(grader, "POST", `/api/users/${customer.id}/mail`, body)).statusCode).toBe(403);
    expect((await call(clerk, "GET", "/api/users/99999999/mail")).statusCode).toBe(404);
  });
});

describe("the outbox honours the choices", () => {
  it("queues no grades e-mail for a customer who turned it off; shipping always goes", async () => {
    const { customer: quiet } = await seedCustomer(ctx.db);
    const { customer: keen } = await seedCustomer(ctx.db);
    const graded = [{ code: "SO", status: "Labels" as const }];
    const quietOrder = await seedOrder(ctx.db, { status: "InProcess", customerId: quiet.id, tiers: graded });
    const keenOrder = await seedOrder(ctx.db, { status: "InProcess", customerId: keen.id, tiers: graded });
    const mail = await mailOf(quiet.id);
    await call(clerk, "POST", `/api/users/${quiet.id}/mail`, {
      turnedOff: ["grades"],
      version: mail.version,
    });

    expect(await queueMilestoneMail(ctx.db, { orderId: quietOrder.orderId, milestone: "grades" })).toBe(
      false,
    );
    expect(await queueMilestoneMail(ctx.db, { orderId: keenOrder.orderId, milestone: "grades" })).toBe(true);
    expect(await queueMilestoneMail(ctx.db, { orderId: quietOrder.orderId, milestone: "shipped" })).toBe(
      true,
    );
    const quietRows = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.customerId, quiet.id));
    expect(quietRows.map((row) => row.milestone)).toEqual(["shipped"]);
  });
});

describe("the customer's address", () => {
  const bounced = "Can't send mail - all recipients were rejected: 550 5.1.1 <x>: User unknown";

  it("warns of an address that is not an e-mail", async () => {
    const { customer } = await seedCustomer(ctx.db);
    await ctx.db.update(customers).set({ email: "not-an-address" }).where(eq(customers.id, customer.id));
    expect((await mailOf(customer.id)).isEmailValid).toBe(false);
  });

  it("shows a bounce when the latest finished e-mail to the current address was refused with a 5xx", async () => {
    const { customer } = await seedCustomer(ctx.db);
    const order = await seedOrder(ctx.db, { status: "Billing", customerId: customer.id });
    const row = (
      at: string,
      status: "sent" | "failed" | "not sent",
      error: string | null,
      to = customer.email,
    ) => ({
      to,
      subject: "Received",
      text: "",
      status,
      error,
      orderId: order.orderId,
      customerId: customer.id,
      milestone: "received",
      createdAt: new Date(at),
      nextAttemptAt: new Date(at),
    });
    await ctx.db.insert(mailOutbox).values(row("2026-01-01T10:00:00Z", "sent", null));
    expect((await mailOf(customer.id)).bounce).toBeNull();

    await ctx.db.insert(mailOutbox).values(row("2026-01-02T10:00:00Z", "failed", bounced));
    // A queued one after it has not finished: the bounce still stands.
    await ctx.db.insert(mailOutbox).values(row("2026-01-03T10:00:00Z", "not sent", null));
    expect((await mailOf(customer.id)).bounce).toEqual({ at: "2026-01-02T10:00:00.000Z", error: bounced });

    // A temporary failure that ran out of tries is not a bounce.
    await ctx.db.insert(mailOutbox).values(row("2026-01-04T10:00:00Z", "failed", "Connection timeout"));
    expect((await mailOf(customer.id)).bounce).toBeNull();

    // A new address: the old address's bounce no longer shows.
    await ctx.db.insert(mailOutbox).values(row("2026-01-05T10:00:00Z", "failed", bounced));
    expect((await mailOf(customer.id)).bounce).not.toBeNull();
    await ctx.db.update(customers).set({ email: "new@example.test" }).where(eq(customers.id, customer.id));
    expect((await mailOf(customer.id)).bounce).toBeNull();
  });
});
