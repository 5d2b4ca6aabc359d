// Submissions and receiving calls (issue 14): submit (invoicing or receiving; admin holds all), the
// receiving check, save / complete and discard (the /receiving menu's claims), and the packing slip.
import { ZErrorBodySchema } from "@gbo/contracts/common";
import { ZOrderSubmitBodySchema } from "@gbo/contracts/invoicing";
import {
  ZDiscardBodySchema,
  ZOrderIdPathSchema,
  ZReceivingBodySchema,
  ZReceivingResultSchema,
  ZReceivingSchema,
  ZSubmitOrderResultSchema,
} from "@gbo/contracts/submissions";
import { hasClaim } from "@gbo/domain/claims";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { FORBIDDEN_MESSAGE } from "../../http/auth";
import { AppError } from "../../http/errors";
// The walk-in invoice's submit is the invoicing module's (the route is this module's).
import { submitNewInvoice } from "../invoicing/index";
import { actorOf } from "../orders/index";
import { getPackingSlip, packingSlipPdf } from "./packing-slip";
import { discardReceiving, getReceiving, saveReceiving } from "./receiving";
import { submitOrder } from "./submit-order";

const TAGS = ["submissions"];
/** "Submit needs invoicing or receiving" (the order screen's claims for a Submitted order). */
export const SUBMIT_CLAIMS = ["invoicing", "receiving"] as const;
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };
const writeErrors = { ...errors, 409: ZErrorBodySchema, 422: ZErrorBodySchema };

export async function submissionRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database, db } = context;
  const receivingClaims = [...menuClaimsFor("/receiving")];

  app.post(
    "/api/orders/submit",
    {
      config: { claims: [...SUBMIT_CLAIMS] },
      schema: {
        tags: TAGS,
        summary:
          "Submit a draft (a Submitted order) or, with kind 'invoice', a walk-in invoice (an Invoicing order)",
        description:
          "Amounts are integer cents. A draft: the server runs every comic rule (§5) and prices the submission with the domain on the current catalog. An invoice (`kind: 'invoice'`, tier rows and add-on counts instead of comics): every invoice-row rule, priced with quoteInvoice; the order is made in Invoicing, received on `receivedDate`. Either way `expected` must equal the server's grandTotal and taxes, else 400 'Please verify submitted data' and nothing is stored. A body priced on another catalog version answers 409 (reload and re-price). A repeat with the same idempotencyKey answers the order the first call made.",
        body: ZOrderSubmitBodySchema,
        response: { 200: ZSubmitOrderResultSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { body } = request;
      if (body.kind === "invoice") {
        // A walk-in invoice is the invoicer's (admin holds every claim); receiving alone may not.
        if (!hasClaim(request.worker?.claims ?? [], "invoicing")) {
          throw new AppError("forbidden", FORBIDDEN_MESSAGE);
        }
        return submitNewInvoice({ database, actor: actorOf(request), body });
      }
      const { kind: _draft, ...draft } = body;
      return submitOrder({ database, actor: actorOf(request), body: draft });
    },
  );

  app.get(
    "/api/orders/:id/receiving",
    {
      config: { claims: receivingClaims },
      schema: {
        tags: TAGS,
        summary: "The receiving check of an order: declared tiers against the counts and note saved",
        params: ZOrderIdPathSchema,
        response: { 200: ZReceivingSchema, ...errors },
      },
    },
    async (request) => getReceiving(db, request.params.id),
  );

  app.post(
    "/api/orders/:id/receiving",
    {
      config: { claims: receivingClaims },
      schema: {
        tags: TAGS,
        summary: "Save the counts and note; with complete: true the order moves Submitted → Invoicing",
        description:
          "Only for a Submitted order (400 otherwise); a stale version answers 409. Completing logs 'Receiving completed' and sets the received date to today when none is set.",
        params: ZOrderIdPathSchema,
        body: ZReceivingBodySchema,
        response: { 200: ZReceivingResultSchema, ...writeErrors },
      },
    },
    async (request) =>
      saveReceiving({ database, actor: actorOf(request), orderId: request.params.id, body: request.body }),
  );

  app.post(
    "/api/orders/:id/discard",
    {
      config: { claims: receivingClaims },
      schema: {
        tags: TAGS,
        summary: "Discard a Submitted order: it is cancelled as never received",
        params: ZOrderIdPathSchema,
        body: ZDiscardBodySchema,
        response: { 200: ZReceivingResultSchema, ...writeErrors },
      },
    },
    async (request) =>
      discardReceiving({
        database,
        actor: actorOf(request),
        orderId: request.params.id,
        version: request.body.version,
      }),
  );

  app.get(
    "/api/orders/:id/packing-slip.pdf",
    {
      config: { answers: "application/pdf", claims: receivingClaims },
      schema: {
        tags: TAGS,
        summary: "The packing slip / submission form as a PDF, the order id as a Code 128 barcode",
        params: ZOrderIdPathSchema,
      },
    },
    async (request, reply) => {
      const slip = await getPackingSlip(db, request.params.id);
      const pdf = await packingSlipPdf(slip);
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `inline; filename="packing-slip-${slip.orderId}.pdf"`)
        .header("Cache-Control", "private, no-store")
        .send(pdf);
    },
  );
}
