// Every orders route (the live event stream the order screens listen to is events/, registered by app.ts).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { billingShippingRoutes } from "./billing-shipping.routes";
import { ordersReadRoutes } from "./orders-read.routes";
import { ordersWriteRoutes } from "./orders-write.routes";
import { tiersRoutes } from "./tiers.routes";

export async function ordersRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await ordersReadRoutes(app, context);
  await ordersWriteRoutes(app, context);
  await tiersRoutes(app, context);
  await billingShippingRoutes(app, context);
}
