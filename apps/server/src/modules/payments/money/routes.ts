// The money slice's routes (issue 12): charge, refund and void through the gateway, the payments the
// refund and void dialogs list; and the reconciler that finishes what a request left pending.
import {
  ZChargeBodySchema,
  ZMoneyResultSchema,
  ZOrderPaymentsSchema,
  ZRefundBodySchema,
  ZVoidBodySchema,
} from "@gbo/contracts/payments";
import { ORDER_ACTIONS } from "@gbo/domain/workflow";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { actorOf, claimsOf, registerCancelRefundStep, TAGS, ZOrderPathSchema } from "../../orders/index";
import { cancelRefundStep } from "./cancel-refunds";
import { chargeOrder } from "./charge-order";
import type { MoneyContext } from "./money-path";
import { getOrderPayments } from "./order-payments";
import { startReconciler } from "./reconciler";
import { refundPayment } from "./refund-payment";
import { voidCharge } from "./void-charge";

const answer = { 200: ZMoneyResultSchema };
const DECLINES =
  "A gateway decline is not an HTTP error: it is recorded (a failed row) and answered with `success: false` and the gateway's message in `outcomes`, and `isWarning`. Idempotent by key: a repeat answers the first result and moves no money twice; a retry after a timeout asks the gateway about the first attempt instead of charging again.";

export async function moneyRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const money: MoneyContext = { database: context.database, gateway: context.payments, log: app.log };
  // A request's gateway lines carry its request id (the reconciler's, running on its own, have none).
  const moneyOf = (request: FastifyRequest): MoneyContext => ({ ...money, log: request.log });

  app.post(
    "/api/orders/charge",
    {
      config: claimsOf("charge"),
      schema: {
        tags: TAGS.money,
        summary: "Charge the balance (or part of it) to at most two of the customer's stored payment methods",
        description: `Ours: the spec names the charge dialog but not its call. Each part at least 1 ('Amount should not be less than 1.'), the whole not above the balance; methods of the order's customer, not deleted, not expired. ${DECLINES}`,
        body: ZChargeBodySchema,
        response: answer,
      },
    },
    async (request) =>
      chargeOrder({ context: moneyOf(request), actor: actorOf(request), body: request.body }),
  );

  app.post(
    "/api/orders/refund",
    {
      config: claimsOf("refund"),
      schema: {
        tags: TAGS.money,
        summary: "Refund one payment (up to what it has left) or the order's refundable amount",
        description: `Refund claim; never on a cancelled order. Card and bank charges are refunded through the gateway, cash, check and money orders are recorded. Each refund is a new negative row. ${DECLINES}`,
        body: ZRefundBodySchema,
        response: answer,
      },
    },
    async (request) =>
      refundPayment({ context: moneyOf(request), actor: actorOf(request), body: request.body }),
  );

  app.post(
    "/api/orders/void",
    {
      config: claimsOf("void"),
      schema: {
        tags: TAGS.money,
        summary: "Void an unsettled card or bank charge (recorded as a new row)",
        description: `Invoicing or billing. A settled, refunded or already voided charge is refused (400). ${DECLINES}`,
        body: ZVoidBodySchema,
        response: answer,
      },
    },
    async (request) => voidCharge({ context: moneyOf(request), actor: actorOf(request), body: request.body }),
  );

  app.get(
    "/api/orders/:id/payments",
    {
      config: {
        claims: [
          ...new Set([
            ...ORDER_ACTIONS.charge.anyOf,
            ...ORDER_ACTIONS.void.anyOf,
            ...ORDER_ACTIONS.refund.anyOf,
          ]),
        ],
      },
      schema: {
        tags: TAGS.money,
        summary: "The order's payments with what each has left to refund and whether it can be voided",
        params: ZOrderPathSchema,
        response: { 200: ZOrderPaymentsSchema },
      },
    },
    async (request) => getOrderPayments({ db: context.db, orderId: request.params.id, now: new Date() }),
  );

  // Cancel-with-refund refunds card charges through this slice (see orders/cancel-order.ts).
  const unregister = registerCancelRefundStep(context.database, cancelRefundStep(money));
  // Attempts a dead process left pending are finished at start (before the server answers) and every minute.
  let reconciler: ReturnType<typeof startReconciler> | undefined;
  app.addHook("onReady", async () => {
    reconciler = startReconciler(money);
    await reconciler.first;
  });
  app.addHook("onClose", async () => {
    unregister();
    await reconciler?.stop();
  });
}
