// The milestone renderer (issue 33): a row queued by a real move is rendered from its template right after
// the commit and then delivered to the relay; a row whose facts are gone fails once, onto the failed list,
// instead of coming round for ever; a render that keeps failing fails after its tries; and two runs at the
// same moment never render one row twice.
import { randomUUID } from "node:crypto";
import type { TFailedEmailsPage } from "@gbo/contracts/mail";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, mailOutbox } from "../../../db/schema/index";
import { readMail, startTestSmtp, type TestSmtp } from "../../../integrations/mail/test-smtp";
import { callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";
import { seedSubmitter, submitBody } from "../../../test/submit-kit";
import type { MilestoneMailInput, RenderedMail } from "./milestone-facts";
import { readMilestoneInput } from "./milestone-facts-read";
import { renderMilestoneMail } from "./render-milestone";
import { MAX_RENDER_TRIES, renderPendingMilestones } from "./renderer";

let smtp: TestSmtp;
let ctx: TestContext;
let orderId: string;
let address: string;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const noSender = { flush: async () => {} };

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ config: { smtpUrl: smtp.url } });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** A milestone row as the outbox queue writes it, for an order of our choosing. */
async function queueRow(values: { orderId: string; milestone: string; detail?: object; to?: string }) {
  const [row] = await ctx.db
    .insert(mailOutbox)
    .values({
      to: values.to ?? "renderer@example.test",
      subject: "placeholder",
      text: "",
      orderId: values.orderId,
      milestone: values.milestone,
      mailKey: `test:${randomUUID()}`,
      detail: values.detail ?? {},
    })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

const rowById = async (id: string) =>
  (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe("the milestone renderer", () => {
  it("renders the row a move queued, and the sender then delivers it", async () => {
    const who = await seedSubmitter(ctx.db);
    const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, who.customerId));
    address = customer?.email ?? "";
    const invoicer = await callerWith(ctx, "invoicing");
    const receiver = await callerWith(ctx, "receiving");
    const { body } = await submitBody(ctx.db, who);
    const made = await invoicer.send<{ id: string }>("POST", "/api/orders/submit", body);
    expect(made.status, made.body.message).toBe(200);
    orderId = made.body.id;
    const done = await receiver.send("POST", `/api/orders/${orderId}/receiving`, {
      version: 1,
      counts: { NW: 1 },
      complete: true,
    });
    expect(done.status, done.body.message).toBe(200);

    // Nothing but the move's own kick (and the timer) renders it: the relay gets it within seconds.
    const until = Date.now() + 15_000;
    while (smtp.to(address).length === 0 && Date.now() < until) await pause(100);
    const [delivered] = smtp.to(address).map(readMail);
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
    expect(row?.milestone).toBe("received");
    expect(row?.renderedAt).not.toBeNull();
    expect(row?.status).toBe("sent");
    // What was written is the template's rendering of the row's facts, and that is what the relay got.
    if (!row) throw new Error("no row");
    const expected = await renderMilestoneMail(await readMilestoneInput(ctx.db, row));
    expect(row.subject).toBe(expected.subject);
    expect(row.text).toBe(expected.text);
    expect(delivered?.subject).toBe(expected.subject);
    expect(row.subject).toContain(orderId);
    // Rendered once: a later run finds nothing to do and the relay nothing more.
    expect(await renderPendingMilestones({ db: ctx.db, mail: noSender })).toBe(0);
    await pause(500);
    expect(smtp.to(address)).toHaveLength(1);
  }, 60_000);

  it("fails a row whose order is gone once, onto the failed list, instead of trying it for ever", async () => {
    const row = await queueRow({ orderId: "26-GONE000", milestone: "received" });
    await renderPendingMilestones({ db: ctx.db, mail: noSender });
    const failed = await rowById(row.id);
    expect(failed).toMatchObject({ status: "failed", renderedAt: null });
    expect(failed?.error).toContain("Order 26-GONE000 no longer exists");
    // Later runs (the timer's) leave it alone: no more tries, no change.
    expect(await renderPendingMilestones({ db: ctx.db, mail: noSender })).toBe(0);
    expect((await rowById(row.id))?.attempts).toBe(failed?.attempts);
    const admin = await callerWith(ctx, "admin");
    const list = await admin.get<TFailedEmailsPage>("/api/email/GetFailedEmail?pageSize=100");
    expect(list.status).toBe(200);
    const listed = list.body.rows.find((r) => r.id === row.id);
    expect(listed).toMatchObject({ state: "failed" });
    expect(listed?.error).toContain("no longer exists");
  });

  it("tries a render that fails again later, then fails the row after its tries", async () => {
    // From here on only the test's own runs render: the app (its renderer's kick and timer) is closed.
    await ctx.app.close();
    const row = await queueRow({ orderId, milestone: "pickup" });
    const broken = async (): Promise<RenderedMail> => {
      throw new Error("template exploded");
    };
    for (let tries = 1; tries <= MAX_RENDER_TRIES; tries += 1) {
      // Time passes: the row's next try is due now.
      await ctx.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, row.id));
      await renderPendingMilestones({ db: ctx.db, mail: noSender, render: broken });
      const after = await rowById(row.id);
      expect(after?.renderedAt).toBeNull();
      expect(after?.status).toBe(tries < MAX_RENDER_TRIES ? "not sent" : "failed");
      expect(after?.error).toContain("template exploded");
      if (tries < MAX_RENDER_TRIES) expect(after?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it("never renders one row twice when two runs go at once", async () => {
    const numbers = Array.from({ length: 12 }, (_, i) => `1Z999AA1012345${String(6000 + i)}`);
    const rows = await Promise.all(
      numbers.map((to) =>
        queueRow({
          orderId,
          milestone: "shipped",
          detail: { correction: { field: "trackingNumber", from: null, to } },
        }),
      ),
    );
    const seen: string[] = [];
    const counting = async (input: MilestoneMailInput): Promise<RenderedMail> => {
      if (input.facts.milestone === "shipped") seen.push(input.facts.trackingNumber);
      await pause(5);
      return { subject: `Shipped ${input.order.id}`, html: "<p>x</p>", text: "x" };
    };
    const runs = await Promise.all([
      renderPendingMilestones({ db: ctx.db, mail: noSender, render: counting, batchSize: 3 }),
      renderPendingMilestones({ db: ctx.db, mail: noSender, render: counting, batchSize: 3 }),
    ]);
    // Every row rendered exactly once, between the two runs.
    expect([...seen].sort()).toEqual([...numbers].sort());
    expect(runs[0] + runs[1]).toBe(numbers.length);
    const after = await ctx.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((row) => row.id),
        ),
      );
    expect(after.every((row) => row.renderedAt !== null)).toBe(true);
  });
});
