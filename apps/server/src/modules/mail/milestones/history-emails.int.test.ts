// Staff see what was said (issue 33 point 5): a customer's milestone e-mails newest first, paginated; an
// order's in time order; both refused to a worker without the claims that read a customer, and to an
// external user.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema/index";
import { queueMilestoneMail } from "../../../integrations/mail/milestone-outbox";
import { seedCustomer } from "../../../seed/customers-factory";
import { seedOrder } from "../../../seed/orders-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
let clerk: SignedIn;
let receiver: SignedIn;
let grader: SignedIn;
let outsider: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "uma", claims: "user", password: "uma-test-password" });
  await seedWorker(ctx.db, { userName: "rex", claims: "receiving", password: "rex-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  await seedWorker(ctx.db, {
    userName: "exa",
    claims: "external,receiving,user",
    password: "exa-test-password",
  });
  clerk = await signIn(ctx.app, "uma", "uma-test-password");
  receiver = await signIn(ctx.app, "rex", "rex-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
  outsider = await signIn(ctx.app, "exa", "exa-test-password");
});
afterAll(() => ctx.close());

const get = (who: SignedIn, url: string) => ctx.app.inject({ method: "GET", url, headers: who.authHeader });

type Listed = {
  milestone: string;
  label: string;
  orderId: string;
  to: string;
  state: string;
  isBounced: boolean;
};

async function seedHistory() {
  const { customer } = await seedCustomer(ctx.db);
  const first = await seedOrder(ctx.db, { status: "Billing", customerId: customer.id });
  const second = await seedOrder(ctx.db, { status: "Billing", customerId: customer.id });
  const other = await seedOrder(ctx.db, { status: "Billing" });
  const row = (orderId: string, milestone: string, at: string, status: "sent" | "failed" | "not sent") => ({
    to: customer.email,
    subject: milestone,
    text: "",
    status,
    orderId,
    customerId: customer.id,
    milestone,
    mailKey: `order:${orderId}:${milestone}`,
    createdAt: new Date(at),
    nextAttemptAt: new Date(at),
    sentAt: status === "sent" ? new Date(at) : null,
    error:
      status === "failed" ? "Can't send mail - all recipients were rejected: 550 5.1.1 no such user" : null,
  });
  await ctx.db.insert(mailOutbox).values([
    row(first.orderId, "received", "2026-02-01T09:00:00Z", "sent"),
    row(first.orderId, "grades", "2026-02-03T09:00:00Z", "failed"),
    row(second.orderId, "received", "2026-02-02T09:00:00Z", "not sent"),
    // A /sendEmail message to the same address is no milestone: not in the history.
    { to: customer.email, subject: "News", text: "hi", createdAt: new Date("2026-02-04T09:00:00Z") },
  ]);
  // Another customer's e-mail never shows.
  await queueMilestoneMail(ctx.db, { orderId: other.orderId, milestone: "shipped" });
  return { customer, first, second };
}

describe("the customer's e-mail history", () => {
  it("lists the customer's milestone e-mails newest first, a page at a time", async () => {
    const { customer, first, second } = await seedHistory();
    const page1 = await get(clerk, `/api/customers/${customer.id}/emails?page=1&pageSize=2`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().total).toBe(3);
    expect(page1.json().rows.map((r: Listed) => [r.label, r.orderId, r.state])).toEqual([
      ["Grades ready", first.orderId, "failed"],
      ["Received", second.orderId, "queued"],
    ]);
    expect(page1.json().rows[0]).toMatchObject({ to: customer.email, isBounced: true });
    const page2 = await get(clerk, `/api/customers/${customer.id}/emails?page=2&pageSize=2`);
    expect(page2.json().rows.map((r: Listed) => [r.label, r.orderId, r.state])).toEqual([
      ["Received", first.orderId, "sent"],
    ]);
    expect(page2.json().rows[0].sentAt).toBe("2026-02-01T09:00:00.000Z");
  });

  it("refuses a worker without the customer claims, an external user and bad input; 404 for no customer", async () => {
    const { customer } = await seedHistory();
    expect((await get(grader, `/api/customers/${customer.id}/emails`)).statusCode).toBe(403);
    expect((await get(receiver, `/api/customers/${customer.id}/emails`)).statusCode).toBe(403);
    expect((await get(outsider, `/api/customers/${customer.id}/emails`)).statusCode).toBe(403);
    expect((await get(clerk, `/api/customers/${customer.id}/emails?pageSize=500`)).statusCode).toBe(400);
    expect((await get(clerk, "/api/customers/99999999/emails")).statusCode).toBe(404);
  });
});

describe("the order's e-mails", () => {
  it("lists the order's milestone e-mails in time order for its log", async () => {
    const { first } = await seedHistory();
    for (const who of [clerk, receiver]) {
      const response = await get(who, `/api/orders/${first.orderId}/emails`);
      expect(response.statusCode).toBe(200);
      expect(response.json().rows.map((r: Listed) => [r.label, r.state])).toEqual([
        ["Received", "sent"],
        ["Grades ready", "failed"],
      ]);
    }
  });

  it("refuses a worker who may not read the customer and an external user; 404 for no order", async () => {
    const { first } = await seedHistory();
    expect((await get(grader, `/api/orders/${first.orderId}/emails`)).statusCode).toBe(403);
    expect((await get(outsider, `/api/orders/${first.orderId}/emails`)).statusCode).toBe(403);
    expect((await get(clerk, "/api/orders/26-ZZZZZZZ/emails")).statusCode).toBe(404);
    const rows = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, first.orderId));
    expect(rows).toHaveLength(2);
  });
});
