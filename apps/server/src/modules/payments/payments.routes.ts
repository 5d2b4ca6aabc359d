import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { paymentMethodRoutes } from "./methods/routes";
import { moneyRoutes } from "./money/routes";
import { receiptRoutes } from "./receipts/routes";

/** The payments module's routes, one file per slice. */
export async function paymentsRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await paymentMethodRoutes(app, context);
  await moneyRoutes(app, context);
  await receiptRoutes(app, context);
}
