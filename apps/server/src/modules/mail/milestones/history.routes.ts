// Staff see what was said (issue 33 point 5): GET /api/customers/{id}/emails (the customer's history) and
// GET /api/orders/{id}/emails (entries of the order's log). Each names a customer's address, so both take the
// claims that may read a customer: the customer's history the customer record's (/users, as its other
// history tabs), the order's those that read the customer's profile (/users, and whoever checks packages in
// at /receiving or /invoicing). An external user never sees them, whatever station claims they hold.
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZCustomerEmailsPageSchema,
  ZCustomerEmailsPathSchema,
  ZCustomerEmailsQuerySchema,
  ZOrderEmailsPathSchema,
  ZOrderEmailsSchema,
} from "@gbo/contracts/mail";
import { holdsClaimLiterally } from "@gbo/domain/claims";
import { menuClaimsFor } from "@gbo/domain/menu";
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

function refuseExternal(request: FastifyRequest): void {
  if (holdsClaimLiterally(request.worker?.claims ?? [], "external")) {
    throw new AppError("forbidden", EMAILS_NOT_ALLOWED);
  }
}

export async function milestoneHistoryRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const customerClaims = [...menuClaimsFor("/users")];
  const orderClaims = [
    ...new Set([...customerClaims, ...menuClaimsFor("/receiving"), ...menuClaimsFor("/invoicing")]),
  ];

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
      refuseExternal(request);
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
      refuseExternal(request);
      const order = await requireOrder(db, request.params.id);
      return listOrderEmails(db, order.id);
    },
  );
}
