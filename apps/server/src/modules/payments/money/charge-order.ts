// POST /api/orders/charge (ours: the spec names the charge dialog, not its call): the balance, or part
// of it, charged to at most two of the customer's stored methods through the gateway (workflow §5, §9;
// submissions §6). Methods must be the order's customer's, not deleted, not expired (refused before the
// gateway is asked). A decline is recorded as a failed row and answered with the gateway's message.
import type { TChargeBody, TMoneyResult } from "@gbo/contracts/payments";
import { toCents } from "@gbo/domain/money";
import { CARD_EXPIRED, isExpired } from "@gbo/domain/payments";
import {
  OPEN_ORDER_STATUSES,
  type OrderStatus,
  PAY_METHOD_NOT_CUSTOMERS,
  validateCharge,
} from "@gbo/domain/workflow";
import { AppError } from "../../../http/errors";
import { type Actor, assertCanDo, assertOrderStatus } from "../../orders/index";
import { findPaymentMethod } from "../methods/index";
import type { PlannedMove } from "./attempt-outcome";
import { type MoneyContext, moveMoneyFor } from "./money-path";

/** Open orders, and Completed ones for billing (as the transaction dialog). */
export const MONEY_ORDER_STATUSES = [...OPEN_ORDER_STATUSES, "Completed"] as OrderStatus[];

export async function chargeOrder(options: {
  context: MoneyContext;
  actor: Actor;
  body: TChargeBody;
}): Promise<TMoneyResult> {
  const { context, actor, body } = options;
  return moveMoneyFor({
    context,
    actor,
    operation: "charge",
    body,
    plan: async (tx, order, now) => {
      assertOrderStatus(order, MONEY_ORDER_STATUSES);
      assertCanDo(actor, "charge", order);
      const parts = body.payments.map((part) => ({
        payMethodId: part.payMethodId,
        amountCents: toCents(part.amount),
      }));
      const checked = validateCharge(parts, order.balance, order.countryCode);
      if (!checked.ok) throw new AppError("bad_request", checked.message);
      const moves: PlannedMove[] = [];
      for (const part of checked.value) {
        const method = await findPaymentMethod(tx, order.customerId, part.payMethodId);
        if (!method) throw new AppError("bad_request", PAY_METHOD_NOT_CUSTOMERS);
        if (
          method.expireMonth !== null &&
          method.expireYear !== null &&
          isExpired(method.expireMonth, method.expireYear, now)
        ) {
          throw new AppError("bad_request", `${method.displayName}: ${CARD_EXPIRED}`);
        }
        moves.push({
          kind: "charge",
          amountCents: part.amountCents,
          payMethodId: method.id,
          parentTransactionId: null,
          transType: "CHARGE",
          isGateway: true,
          description: method.displayName,
          currency: order.countryCode === "CA" ? "CAD" : "USD",
        });
      }
      return moves;
    },
  });
}
