// Staff see what was said (issue 33 point 5): GET /api/customers/{id}/emails (the customer's history) and
// GET /api/orders/{id}/emails (entries of the order's log), under the claims that read a customer
// (contracts CUSTOMER_EMAILS_CLAIMS, ORDER_EMAILS_CLAIMS); an external user is refused (canReadEmails).
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  CUSTOMER_EMAILS_CLAIMS,
  canReadEmails,
  ORDER_EMAILS_CLAIMS,
  ZCustomerEmailsPageSchema,
  ZCustomerEmailsPathSchema,
  ZCustomerEmailsQuerySchema,
  ZOrderEmailsPathSchema,
  ZOrderEmailsSchema,
} from "@gbo/contracts/mail";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { AppError } from "../../../http/errors";
import { requireCustomer } from "../../customers/index";
import { requireOrder } from "../../orders/index";
import { listCustomerEmails, listOrderEmails } from "./history-emails";

const TAGS = ["e-mail"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };
export const EMAILS_NOT_ALLOWED = "You do not have permission to do this.";

function refuseExternal(request: FastifyRequest, needed: readonly string[]): void {
  if (!canReadEmails(request.worker?.claims ?? [], needed)) {
    throw new AppError("forbidden", EMAILS_NOT_ALLOWED);
  }
}

export async function milestoneHistoryRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const customerClaims = [...CUSTOMER_EMAILS_CLAIMS];
  const orderClaims = [...ORDER_EMAILS_CLAIMS];

  app.get(
    "/api/customers/:id/emails",
    {
      config: { claims: customerClaims },
      schema: {
        tags: TAGS,
        summary: "The customer's milestone e-mails, newest first, a page at a time",
        description: "Milestone, order, address, state (queued, sent, failed; isBounced: refused for good).",
        params: ZCustomerEmailsPathSchema,
        querystring: ZCustomerEmailsQuerySchema,
        response: { 200: ZCustomerEmailsPageSchema, ...errors },
      },
    },
    async (request) => {
      refuseExternal(request, customerClaims);
      await requireCustomer(db, request.params.id);
      return listCustomerEmails(db, request.params.id, request.query);
    },
  );

  app.get(
    "/api/orders/:id/emails",
    {
      config: { claims: orderClaims },
      schema: {
        tags: TAGS,
        summary: "The order's milestone e-mails in time order (entries of its log)",
        params: ZOrderEmailsPathSchema,
        response: { 200: ZOrderEmailsSchema, ...errors },
      },
    },
    async (request) => {
      refuseExternal(request, orderClaims);
      const order = await requireOrder(db, request.params.id);
      return listOrderEmails(db, order.id);
    },
  );
}
