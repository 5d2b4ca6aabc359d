// POST /api/orders/refund: a refund of one payment (up to what it has left; all of it by default) or of
// the order (everything refundable by default, newest payments first). Gateway charges go back through
// the gateway; cash, check and money-order payments are recorded as refunds the worker hands back.
// Refund claim, never on a cancelled order (workflow §6). Every refund is a new negative row.
import type { TMoneyResult, TRefundBody } from "@gbo/contracts/payments";
import { toCents } from "@gbo/domain/money";
import { planRefund, REFUND_ON_CANCELLED_ORDER } from "@gbo/domain/workflow";
import type { OrderRow } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { type Actor, assertCanDo, assertOrderStatus, type Tx } from "../../orders/index";
import type { PlannedMove } from "./attempt-outcome";
import { MONEY_ORDER_STATUSES } from "./charge-order";
import { type MoneyContext, moveMoneyFor } from "./money-path";
import { findOrderPayments, paymentName } from "./order-payments";

/** The refund moves for a request on the locked order (also the cancel's card refunds). */
export async function planRefundMoves(
  tx: Tx,
  order: OrderRow,
  request: { transactionId?: number; amountCents?: number; reason?: string; gatewayOnly?: boolean },
  now: Date,
): Promise<PlannedMove[]> {
  const { rows, states } = await findOrderPayments(tx, order, now);
  const candidates = request.gatewayOnly ? states.filter((state) => state.isGatewayCharge) : states;
  const planned = planRefund(candidates, request, order.countryCode);
  if (!planned.ok) throw new AppError("bad_request", planned.message);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return planned.value.map((part) => {
    const parent = byId.get(part.transactionId);
    if (!parent) throw new Error(`refund of a payment not on the order: ${part.transactionId}`);
    const name = paymentName(parent);
    return {
      kind: "refund",
      amountCents: part.amountCents,
      payMethodId: parent.payMethodId,
      parentTransactionId: parent.id,
      transType: parent.transType,
      isGateway: part.isGatewayCharge,
      description: request.reason ? `${name} — ${request.reason}` : name,
      currency: order.countryCode === "CA" ? "CAD" : "USD",
    };
  });
}

export async function refundPayment(options: {
  context: MoneyContext;
  actor: Actor;
  body: TRefundBody;
}): Promise<TMoneyResult> {
  const { context, actor, body } = options;
  return moveMoneyFor({
    context,
    actor,
    operation: "refund",
    body,
    plan: async (tx, order, now) => {
      if (order.status === "Cancelled") throw new AppError("bad_request", REFUND_ON_CANCELLED_ORDER);
      assertOrderStatus(order, MONEY_ORDER_STATUSES);
      assertCanDo(actor, "refund", order);
      return planRefundMoves(
        tx,
        order,
        {
          transactionId: body.transactionId,
          amountCents: body.amount === undefined ? undefined : toCents(body.amount),
          reason: body.reason,
        },
        now,
      );
    },
  });
}
