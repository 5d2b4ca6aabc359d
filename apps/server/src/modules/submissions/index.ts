// Submissions and receiving (issue 14): POST /api/orders/submit prices a whole submission with the domain
// and stores it as a Submitted order; receiving saves, completes or discards it; the packing slip PDF.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { submissionRoutes } from "./routes";

export { getReceiving, saveReceiving } from "./receiving";
export { type SubmitDraft, withExpectedTotals } from "./submit-expected";
export { submitOrder } from "./submit-order";
export { submitQuoteInput } from "./submit-quote";

export async function submissionsRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  await submissionRoutes(instance, context);
}
