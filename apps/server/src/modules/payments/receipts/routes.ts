// Receipts (issue 12 point 6): the order's or one payment's receipt as a PDF the browser opens and
// prints, and the print job the browser posts to the local printer service (submissions-pricing §7).
// Whoever may open the order summary may print its receipt: the same claims (any signed-in worker)
// and the same tier filter for external users.
import { ZReceiptPdfQuerySchema, ZReceiptPrintSchema } from "@gbo/contracts/payments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { actorOf, ZOrderPathSchema } from "../../orders/index";
import { readLabTimeZone } from "../../settings/index";
import { getReceipt, paymentOf } from "./receipt-data";
import { receiptPdf } from "./receipt-pdf";
import { receiptPrintJob } from "./receipt-print";

const TAGS = ["payments: receipts"];

export async function receiptRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.get(
    "/api/orders/:id/receipt.pdf",
    {
      config: { answers: "application/pdf", claims: [] },
      schema: {
        tags: TAGS,
        summary: "The order's receipt, or one payment's, as a PDF (application/pdf, shown inline)",
        description:
          "The order receipt: customer name and e-mail, order id and date, tiers with their counts, the money statement of the order summary (charges, total, every payment, refund and void, paid, balance) in the order's currency ('CA$' for CA, else '$'); times on the lab's clock (GET /api/settings/timezone), the zone named. With `transactionId`: that payment with the refunds or voids that concern it and the order's totals; a transaction that is not a payment of this order answers 404.",
        params: ZOrderPathSchema,
        querystring: ZReceiptPdfQuerySchema,
      },
    },
    async (request, reply) => {
      const { transactionId } = request.query;
      const receipt = await getReceipt({ db, actor: actorOf(request), orderId: request.params.id });
      const payment = transactionId === undefined ? undefined : paymentOf(receipt, transactionId);
      const name = payment
        ? `receipt-${receipt.orderId}-payment-${payment.payment.id}.pdf`
        : `receipt-${receipt.orderId}.pdf`;
      const pdf = receiptPdf(receipt, {
        payment: payment && { entry: payment.payment, related: payment.related },
        timeZone: (await readLabTimeZone(db)).timeZone,
        printedAt: new Date(),
      });
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `inline; filename="${name}"`)
        .header("Cache-Control", "private, no-store")
        .send(pdf);
    },
  );

  app.get(
    "/api/orders/:id/receipt",
    {
      config: { claims: [] },
      schema: {
        tags: TAGS,
        summary: "The receipt print job for the local printer service",
        description:
          "What the browser posts to the printer service on the worker's machine (its address: GET /api/payments/config receiptPrinterUrl): name, email, orderId, tiers (id, name, count), timestamp (now, ISO), level, count.",
        params: ZOrderPathSchema,
        response: { 200: ZReceiptPrintSchema },
      },
    },
    async (request) =>
      receiptPrintJob(
        await getReceipt({ db, actor: actorOf(request), orderId: request.params.id }),
        new Date(),
      ),
  );
}
