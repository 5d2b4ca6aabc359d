import { z } from "zod";
import { ZSafeIntSchema } from "../common/index";
import { ZQueueKeySchema } from "./queue";

/** One station's work: rows waiting on its queue and how many of them are late (due date before today). */
export const ZQueueCountSchema = z.object({
  queue: ZQueueKeySchema,
  waiting: ZSafeIntSchema().describe("Tiers (tier queues: of orders in process) or orders waiting"),
  late: ZSafeIntSchema().describe("Of those, how many have a due date before today"),
});
export type TQueueCount = z.infer<typeof ZQueueCountSchema>;

/** GET /api/orders/queue-counts: every station queue the worker's claims may read, in menu order. */
export const ZQueueCountsSchema = z.object({ counts: z.array(ZQueueCountSchema) });
export type TQueueCounts = z.infer<typeof ZQueueCountsSchema>;
