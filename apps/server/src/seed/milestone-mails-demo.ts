// Demo customer e-mails (issue 33): a few orders' milestones as they would have gone out — queued the way a
// move queues them, rendered by the renderer, marked delivered — so the order's log, the customer's history
// and the failed list show what customers were told. None is left "not sent": a demo started with SMTP_URL
// would otherwise deliver them on start.
import { MILESTONES, type Milestone } from "@gbo/domain/mail";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox, orders } from "../db/schema/index";
import { queueMilestoneMail } from "../integrations/mail/milestone-outbox";
import { renderPendingMilestones } from "../modules/mail/index";

/** Orders of the fixed demo set and the milestones each has reached. */
const DEMO_MILESTONES: readonly { orderId: string; milestones: readonly Milestone[] }[] = [
  { orderId: "26-BILL001", milestones: ["received", "invoice", "grades"] },
  { orderId: "26-SHIP001", milestones: ["received", "invoice", "grades"] },
  { orderId: "26-PICK001", milestones: ["received", "invoice", "grades", "pickup"] },
];

export async function seedDemoMilestoneMails(db: Db): Promise<void> {
  const shipped = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "Completed"), isNotNull(orders.trackingNumber)))
    .orderBy(orders.id)
    .limit(2);
  const wanted = [
    ...DEMO_MILESTONES,
    ...shipped.map((order) => ({
      orderId: order.id,
      milestones: ["received", "invoice", "grades", "shipped"] as Milestone[],
    })),
  ];
  const known = new Set(
    (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          inArray(
            orders.id,
            wanted.map((order) => order.orderId),
          ),
        )
    ).map((order) => order.id),
  );
  for (const { orderId, milestones } of wanted) {
    if (!known.has(orderId)) continue;
    for (const milestone of milestones) await queueMilestoneMail(db, { orderId, milestone });
  }
  await renderPendingMilestones({ db, mail: { flush: async () => {} } });
  // Delivered a few hours apart in the milestones' order (one seed transaction: their created_at is one time).
  await db.execute(sql`
    update ${mailOutbox} m set status = 'sent', attempts = 1,
      created_at = now() - interval '6 hours' * (8 - r.step),
      sent_at = now() - interval '6 hours' * (8 - r.step) + interval '2 seconds'
    from (select id, array_position(${sql.raw(`array[${MILESTONES.map((m) => `'${m}'`).join(",")}]`)}::text[], milestone) as step
            from ${mailOutbox} where milestone is not null and rendered_at is not null) r
    where m.id = r.id`);
}
