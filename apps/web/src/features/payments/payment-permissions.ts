// Which payment actions the order summary offers: the domain's per-action table (the same the server
// checks), plus what the money allows (a balance to charge, something left to refund).
import type { TOrderSummary } from "@gbo/contracts/orders";
import { toCents } from "@gbo/domain/money";
import { canManagePayMethods } from "@gbo/domain/payments";
import { canDoOrderAction, type OrderStatus } from "@gbo/domain/workflow";

export type PaymentActions = {
  /** Charge balance: invoicing or billing on the order's status, not Cancelled, a balance above 0. */
  mayCharge: boolean;
  /** Refund the whole refundable amount: the refund claim, not Cancelled, something to refund. */
  mayRefund: boolean;
  /** Refund one payment (the row decides by what it has left). */
  mayRefundPayment: boolean;
  /** Void an unsettled charge (the row decides by canVoid). */
  mayVoid: boolean;
  mayManageMethods: boolean;
};

export function paymentActionsFor(summary: TOrderSummary, claims: readonly string[]): PaymentActions {
  const status: OrderStatus = summary.order.status;
  const mayRefundPayment = canDoOrderAction("refund", claims, status);
  return {
    mayCharge:
      status !== "Cancelled" &&
      canDoOrderAction("charge", claims, status) &&
      toCents(summary.statement.balance) > 0,
    mayRefund: mayRefundPayment && toCents(summary.order.refundable) > 0,
    mayRefundPayment,
    mayVoid: canDoOrderAction("void", claims, status),
    mayManageMethods: canManagePayMethods(claims),
  };
}

export const hasAnyPaymentAction = (actions: PaymentActions) =>
  actions.mayCharge || actions.mayRefund || actions.mayManageMethods;
