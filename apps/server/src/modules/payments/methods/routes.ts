// Stored payment methods (administration §3, §7; issue 12): the customer's list, add and delete, the
// payments configuration the browser reads, and the built-in test gateway's hosted field (tokenize).
import {
  ZAddPayMethodBodySchema,
  ZPayMethodParamsSchema,
  ZPaymentMethodListSchema,
  ZPaymentMethodSchema,
  ZPaymentsConfigSchema,
  ZTokenizeBodySchema,
  ZTokenizeResultSchema,
  ZUserIdParamsSchema,
} from "@gbo/contracts/payments";
import {
  ACCOUNT_NUMBER_INVALID,
  CARD_CODE_INVALID,
  CARD_NUMBER_INVALID,
  CUSTOMER_NOT_FOUND,
  ERROR_DELETING_PAYMENT_METHOD,
  ERROR_UPDATING_PAYMENT_METHOD,
  EXPIRY_REQUIRED,
  PAY_METHOD_CLAIMS,
  ROUTING_NUMBER_INVALID,
} from "@gbo/domain/payments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { AppError } from "../../../http/errors";
import { TEST_GATEWAY_NAME, TEST_TOKENIZE_URL } from "../../../integrations/payments/index";
import { actorOf } from "../../orders/index";
import { addPayMethod } from "./add-pay-method";
import { deletePayMethod } from "./delete-pay-method";
import { failuresUnder } from "./pay-method-failures";
import { customerExists, listPaymentMethods, toPaymentMethod } from "./pay-method-queries";
import { tokenizeWithTestGateway } from "./tokenize";

const TAGS = ["payments: methods"];

/** Tokenizer fields whose schema failures answer a fixed text: what was typed there is never repeated. */
const TOKENIZE_FIXED_MESSAGES = {
  cardNumber: CARD_NUMBER_INVALID,
  cardCode: CARD_CODE_INVALID,
  expireMonth: EXPIRY_REQUIRED,
  expireYear: EXPIRY_REQUIRED,
  routingNumber: ROUTING_NUMBER_INVALID,
  accountNumber: ACCOUNT_NUMBER_INVALID,
};

export async function paymentMethodRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, payments: gateway, config } = context;
  const claims = PAY_METHOD_CLAIMS;

  app.get(
    "/api/payments/config",
    {
      config: { claims: [] },
      schema: {
        tags: TAGS,
        summary:
          "The payment gateway's name and hosted-field address, and the local receipt printer's address",
        response: { 200: ZPaymentsConfigSchema },
      },
    },
    async () => ({
      gateway: gateway.name,
      tokenizeUrl: gateway.tokenizeUrl,
      receiptPrinterUrl: config.payments.receiptPrinterUrl,
    }),
  );

  if (gateway.name === TEST_GATEWAY_NAME) {
    app.post(
      TEST_TOKENIZE_URL,
      {
        config: { claims: [] },
        errorHandler: failuresUnder(ERROR_UPDATING_PAYMENT_METHOD, TOKENIZE_FIXED_MESSAGES),
        schema: {
          tags: TAGS,
          summary:
            "The test gateway's hosted field: card or bank details in, a token out (the number and code are never kept or logged)",
          body: ZTokenizeBodySchema,
          response: { 200: ZTokenizeResultSchema },
        },
      },
      async (request) => tokenizeWithTestGateway(db, request.body, new Date()),
    );
  }

  app.get(
    "/api/users/:id/paymethod",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "The customer's stored payment methods (brand, last four digits, expiry; never a number)",
        params: ZUserIdParamsSchema,
        response: { 200: ZPaymentMethodListSchema },
      },
    },
    async (request) => {
      const customerId = request.params.id;
      if (!(await customerExists(db, customerId))) throw new AppError("not_found", CUSTOMER_NOT_FOUND);
      const now = new Date();
      const rows = await listPaymentMethods(db, customerId);
      return { items: rows.map((row) => toPaymentMethod(row, now)) };
    },
  );

  app.post(
    "/api/users/:id/paymethod",
    {
      config: { claims },
      errorHandler: failuresUnder(ERROR_UPDATING_PAYMENT_METHOD),
      schema: {
        tags: TAGS,
        summary:
          "Store a tokenized card or bank account on the customer (shown details come from the gateway)",
        params: ZUserIdParamsSchema,
        body: ZAddPayMethodBodySchema,
        response: { 200: ZPaymentMethodSchema },
      },
    },
    async (request) =>
      addPayMethod({
        db,
        gateway,
        actor: actorOf(request),
        customerId: request.params.id,
        body: request.body,
        now: new Date(),
      }),
  );

  app.delete(
    "/api/users/:id/paymethod/:payMethodId",
    {
      config: { claims },
      errorHandler: failuresUnder(ERROR_DELETING_PAYMENT_METHOD),
      schema: {
        tags: TAGS,
        summary: "Remove a payment method from the customer's list (kept for the payments that name it)",
        params: ZPayMethodParamsSchema,
        response: { 200: ZPaymentMethodListSchema },
      },
    },
    async (request) =>
      deletePayMethod({
        db,
        customerId: request.params.id,
        payMethodId: request.params.payMethodId,
        now: new Date(),
      }),
  );
}
