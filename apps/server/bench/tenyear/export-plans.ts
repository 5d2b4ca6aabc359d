// The exports' statements for the plan tables: the first two batches of the customer CSV export and of
// the completed-orders (support, full list) queue export, read through the app's own generators.
import { ZQueueExportQuerySchema } from "@gbo/contracts/orders";
import type { Db } from "../../src/db/client";
import { customersCsv } from "../../src/modules/customers/profile/customer-search";
import { queueCsv } from "../../src/modules/orders/queues/queue-export";
import type { PlannedCall } from "./auto-explain";

export const QUEUE_EXPORT_PATH = "/api/orders/queue/support/export.csv?extra=all";

/** Reads the header and the first two batches, then stops the generator (the rest is never queried). */
async function firstBatches(lines: AsyncGenerator<string>): Promise<void> {
  let yields = 0;
  for await (const _ of lines) if (++yields >= 3) break;
}

export async function exportCalls(db: Db): Promise<PlannedCall[]> {
  const actor = { id: "bench", name: "bench", claims: ["admin"] };
  const query = ZQueueExportQuerySchema.parse({ extra: "all" });
  return [
    { name: "customer export, first two batches", run: () => firstBatches(customersCsv(db, undefined)) },
    {
      name: "completed-orders export (support, all), first two batches",
      run: () => firstBatches(queueCsv({ db, actor, queue: "support", query })),
    },
  ];
}
