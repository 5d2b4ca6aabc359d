// The outbox's backlog for /metrics: messages still to send and messages that failed for good.
import { count, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema/index";

export type OutboxBacklog = { queued: number; failed: number };

export async function countOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const rows = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(ne(mailOutbox.status, "sent"))
    .groupBy(mailOutbox.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { queued: of("not sent"), failed: of("failed") };
}
