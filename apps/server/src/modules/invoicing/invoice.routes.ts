// The invoice calls (submissions-pricing §7): load ("Get temporary pre-order"), save, complete. Cancel
// with a replacement invoice id is the orders module's POST /api/orders/{id}/cancel. §6: the 'invoicing'
// claim (admin holds every claim).
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZInvoiceCompleteSchema,
  ZInvoiceResultSchema,
  ZInvoiceSaveSchema,
  ZInvoiceSchema,
} from "@gbo/contracts/invoicing";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { actorOf, ZOrderPathSchema } from "../orders/index";
import { completeInvoice } from "./invoice-complete";
import { getInvoice } from "./invoice-read";
import { saveInvoice } from "./invoice-save";

const TAGS = ["invoicing"];
export const INVOICE_CLAIMS = ["invoicing"] as const;
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };
const writeErrors = { ...errors, 409: ZErrorBodySchema };

export async function invoiceRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database, db } = context;
  const config = { claims: [...INVOICE_CLAIMS] };

  app.get(
    "/api/orders/:id/invoice",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "The invoice of an Invoicing order: summary, customer, add-on counters, tier rows",
        description:
          "Amounts are integer cents. Only for an order in Invoicing (400 otherwise). A row's insured value is its stored one, or the sum of its comics' when none is stored.",
        params: ZOrderPathSchema,
        response: { 200: ZInvoiceSchema, ...errors },
      },
    },
    async (request) => getInvoice(db, request.params.id),
  );

  app.put(
    "/api/orders/:id/invoice",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Save the invoice: rows, add-on counts and order choices; the server re-prices it",
        description:
          "Every invoice-row rule (§5) answers 400 with its text. `expected` must equal the server's grandTotal and taxes, else 400 'Please verify submitted data' and nothing is saved. A stale version answers 409.",
        params: ZOrderPathSchema,
        body: ZInvoiceSaveSchema,
        response: { 200: ZInvoiceResultSchema, ...writeErrors },
      },
    },
    async (request) =>
      saveInvoice({ database, actor: actorOf(request), orderId: request.params.id, body: request.body }),
  );

  app.post(
    "/api/orders/:id/invoice/complete",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Complete the saved invoice: Invoicing → AddComic (pre-receiving)",
        description:
          "Needs canCheckout (§4): valid rows, a shipping address, a rate, a pay method and an origin, and a promo code that still applies.",
        params: ZOrderPathSchema,
        body: ZInvoiceCompleteSchema,
        response: { 200: ZInvoiceResultSchema, ...writeErrors },
      },
    },
    async (request) =>
      completeInvoice({ database, actor: actorOf(request), orderId: request.params.id, body: request.body }),
  );
}
