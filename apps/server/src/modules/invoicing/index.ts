// Invoicing and pre-receiving (issue 15): the invoice of a received order (tier rows, add-on counts,
// order-level choices, totals the server computes), and pre-receiving (comics entered per tier until
// every tier's balance is 0, then each tier routed to its first station).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { invoiceRoutes } from "./invoice.routes";
import { prereceiveRoutes } from "./prereceive.routes";

export { submitNewInvoice } from "./invoice-new";

export async function invoicingRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  await invoiceRoutes(instance, context);
  await prereceiveRoutes(instance, context);
}
