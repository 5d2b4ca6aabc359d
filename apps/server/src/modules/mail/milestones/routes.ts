// The customer's milestone e-mails (issue 33): the renderer that writes each queued one, the staff's
// reads of what was said (an order's e-mails, a customer's history) and the manager's preview.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../app-context";
import { milestoneHistoryRoutes } from "./history.routes";
import { milestonePreviewRoutes } from "./preview.routes";
import { startMilestoneRenderer } from "./renderer";

export async function milestoneRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  await milestoneHistoryRoutes(instance, context);
  await milestonePreviewRoutes(instance, context);
  startMilestoneRenderer(instance, context);
}
