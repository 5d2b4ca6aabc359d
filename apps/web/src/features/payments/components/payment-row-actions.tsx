import type { TOrderSummary, TTransaction } from "@gbo/contracts/orders";
import type { TPaymentState } from "@gbo/contracts/payments";
import { toCents } from "@gbo/domain/money";
import { isRefundablePayment } from "@gbo/domain/workflow";
import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { useIdentity } from "../../../auth/session";
import { confirmAction } from "../../../ui/confirm";
import { money } from "../../../ui/format";
import { useOrderPayments } from "../api/get-order-payments";
import { voidPayment } from "../api/money-calls";
import { useMoneyCall } from "../api/use-money-call";
import { type PaymentActions, paymentActionsFor } from "../payment-permissions";
import { ReceiptActions } from "../receipts/receipt-actions";
import { RefundDialog } from "./refund-dialog";

/** One payment's actions in the transactions view: refund what it has left, void it while unsettled, its receipt. */
function PaymentRowActions({
  summary,
  payment,
  actions,
}: {
  summary: TOrderSummary;
  payment: TPaymentState;
  actions: PaymentActions;
}) {
  const { order } = summary;
  const [isRefunding, setIsRefunding] = useState(false);
  const voidCall = useMoneyCall(order.id, voidPayment);
  const label = `${money(payment.amount, order.countryCode)} ${payment.description ?? payment.transType}`;

  function confirmVoid() {
    confirmAction({
      title: "Void charge",
      message: `Void the ${money(payment.amount, order.countryCode)} charge "${payment.description ?? payment.transType}"? It is cancelled at the gateway and recorded as voided; the order's balance goes back up by as much.`,
      confirmLabel: "Void charge",
      tone: "danger",
      // After a lost answer the same request (same key) goes again: a charge is never voided twice.
      onConfirm: () =>
        voidCall.submit((version) => ({
          orderId: order.id,
          transactionId: payment.transactionId,
          idempotencyKey: crypto.randomUUID(),
          version,
        })),
    });
  }

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {actions.mayRefundPayment && payment.refundable > 0 ? (
        <Button
          size="compact-xs"
          variant="light"
          color="grape"
          onClick={() => setIsRefunding(true)}
          aria-label={`Refund ${label}`}
        >
          Refund
        </Button>
      ) : null}
      {actions.mayVoid && payment.canVoid ? (
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          onClick={confirmVoid}
          loading={voidCall.isPending}
          aria-label={`Void ${label}`}
        >
          Void
        </Button>
      ) : null}
      <ReceiptActions summary={summary} transactionId={payment.transactionId} />
      {isRefunding ? (
        <RefundDialog summary={summary} payment={payment} isOpen onClose={() => setIsRefunding(false)} />
      ) : null}
    </Group>
  );
}

/** A row the summary itself shows as a payment received (for its receipt when the payments call is not made). */
function isPaymentRow(t: TTransaction): boolean {
  return isRefundablePayment({ ...t, amountCents: toCents(t.amount), parentId: null, settlesAt: null });
}

/**
 * For the order's transactions view: per transaction row, its actions (null for rows that are not
 * payments). Workers who may refund or void read each payment's state (GET /api/orders/{id}/payments);
 * others only get the receipts, so they make no call they are not allowed.
 */
export function usePaymentRowActions(summary: TOrderSummary) {
  const claims = useIdentity()?.claims ?? [];
  const actions = paymentActionsFor(summary, claims);
  const mayAct = actions.mayRefundPayment || actions.mayVoid;
  const payments = useOrderPayments(summary.order.id, mayAct);
  const byId = new Map((payments.data?.payments ?? []).map((p) => [p.transactionId, p]));
  const receiptIds = new Set(summary.transactions.filter(isPaymentRow).map((t) => t.id));
  return {
    hasPayments: byId.size > 0 || receiptIds.size > 0,
    render: (transactionId: number) => {
      const payment = byId.get(transactionId);
      if (payment) return <PaymentRowActions summary={summary} payment={payment} actions={actions} />;
      return receiptIds.has(transactionId) ? (
        <Group justify="flex-end">
          <ReceiptActions summary={summary} transactionId={transactionId} />
        </Group>
      ) : null;
    },
  };
}
