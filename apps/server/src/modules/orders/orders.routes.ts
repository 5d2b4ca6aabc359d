// Every orders route, one group of use cases per folder: queues/, reads/ (order and tier screens),
// edits/ (order-level changes), tiers/ (station moves), billing-shipping/. The live event stream the
// order screens listen to is events/, registered by app.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { billingShippingRoutes } from "./billing-shipping/routes";
import { orderEditRoutes } from "./edits/routes";
import { queueRoutes } from "./queues/routes";
import { orderReadRoutes } from "./reads/routes";
import { tierRoutes } from "./tiers/routes";

export async function ordersRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await queueRoutes(app, context);
  await orderReadRoutes(app, context);
  await orderEditRoutes(app, context);
  await tierRoutes(app, context);
  await billingShippingRoutes(app, context);
}
