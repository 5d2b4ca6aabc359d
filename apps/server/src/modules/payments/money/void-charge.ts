// POST /api/orders/void: an unsettled gateway charge voided at the gateway and recorded as a new row
// (money records are append-only; the charge row is never edited). Invoicing or billing (submissions
// §6 "invoicers can void or refund transactions"). A settled, refunded or voided charge is refused
// before the gateway is asked.
import type { TMoneyResult, TVoidBody } from "@gbo/contracts/payments";
import { PAYMENT_NOT_ON_ORDER, VOID_ONLY_CHARGES, validateVoid } from "@gbo/domain/workflow";
import { AppError } from "../../../http/errors";
import { type Actor, assertCanDo, assertOrderStatus } from "../../orders/index";
import { MONEY_ORDER_STATUSES } from "./charge-order";
import { type MoneyContext, moveMoneyFor } from "./money-path";
import { findOrderPayments, paymentName } from "./order-payments";

export async function voidCharge(options: {
  context: MoneyContext;
  actor: Actor;
  body: TVoidBody;
}): Promise<TMoneyResult> {
  const { context, actor, body } = options;
  return moveMoneyFor({
    context,
    actor,
    operation: "void",
    body,
    plan: async (tx, order, now) => {
      assertOrderStatus(order, MONEY_ORDER_STATUSES);
      assertCanDo(actor, "void", order);
      const { rows, states } = await findOrderPayments(tx, order, now);
      const charge = rows.find((row) => row.id === body.transactionId);
      if (!charge) throw new AppError("bad_request", PAYMENT_NOT_ON_ORDER);
      const state = states.find((candidate) => candidate.id === charge.id);
      if (!state) throw new AppError("bad_request", VOID_ONLY_CHARGES);
      const checked = validateVoid({ ...state, settlesAt: charge.settlesAt }, now);
      if (!checked.ok) throw new AppError("bad_request", checked.message);
      return [
        {
          kind: "void",
          amountCents: charge.amount,
          payMethodId: charge.payMethodId,
          parentTransactionId: charge.id,
          transType: charge.transType,
          isGateway: true,
          description: paymentName(charge),
          currency: order.countryCode === "CA" ? "CAD" : "USD",
        },
      ];
    },
  });
}
