import type { TOrderSummary } from "@gbo/contracts/orders";
import type { TPaymentState } from "@gbo/contracts/payments";
import { fromCents, toCents } from "@gbo/domain/money";
import { refundBalanceNote } from "@gbo/domain/payments";
import { planRefund } from "@gbo/domain/workflow";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { dateTime, money } from "../../../ui/format";
import { amountCents, MoneyInput } from "../../../ui/money-input";
import { refundOrder } from "../api/money-calls";
import { useMoneyCall } from "../api/use-money-call";
import { MoneyConfirmStep } from "./money-confirm-step";

const LABELS = { amount: "Amount", reason: "Reason" };

/** One payment's refund as the domain plans it (up to what it has left); null when it may go ahead. */
function paymentRefundError(payment: TPaymentState, cents: number, countryCode: string): string | null {
  const state = {
    id: payment.transactionId,
    transType: payment.transType,
    amountCents: toCents(payment.amount),
    refundedCents: toCents(payment.refunded),
    refundableCents: toCents(payment.refundable),
    isVoided: payment.isVoided,
    canVoid: payment.canVoid,
    isGatewayCharge: payment.canRefundAtGateway,
  };
  const planned = planRefund([state], { transactionId: state.id, amountCents: cents }, countryCode);
  return planned.ok ? null : planned.message;
}

/**
 * Refund (workflow §2 "refund, refund for a specific payment"; §5 needs confirmation): the whole
 * refundable amount of the order, or — given `payment` — an amount of that payment up to what it has
 * left. The second step asks before any money moves. One idempotency key per opening.
 */
export function RefundDialog({
  summary,
  payment,
  isOpen,
  onClose,
}: {
  summary: TOrderSummary;
  payment?: TPaymentState;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { order } = summary;
  const cc = order.countryCode;
  const left = payment ? payment.refundable : order.refundable;
  const [amount, setAmount] = useState<number | string>(left);
  const [reason, setReason] = useState("");
  const [isConfirming, setIsConfirming] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useFormErrors();
  // A gateway refusal is an answer (recorded, 200): the dialog stays open and says it; success closes.
  const [refusal, setRefusal] = useState<string | null>(null);
  const refund = useMoneyCall(order.id, refundOrder, {
    onDone: (result) => (result.outcomes.every((o) => o.success) ? onClose() : setRefusal(result.message)),
  });
  const cents = payment ? amountCents(amount) : toCents(left);
  const what = payment
    ? `the ${money(payment.amount, cc)} payment "${payment.description ?? payment.transType}" of ${dateTime(payment.createdAt)}`
    : order.id;

  function review() {
    const message = payment ? paymentRefundError(payment, cents, cc) : null;
    form.report(message ? { amount: message } : {});
    if (!message) setIsConfirming(true);
  }

  function send() {
    refund.submit((version) => ({
      orderId: order.id,
      transactionId: payment?.transactionId,
      amount: fromCents(cents),
      reason: reason.trim() || undefined,
      idempotencyKey,
      version,
    }));
  }

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={payment ? "Refund payment" : `Refund ${order.id}`}
      closeOnClickOutside={!refund.isPending}
    >
      {refusal ? (
        <Stack gap="sm">
          <Alert color="red" variant="light" role="alert" title="Not refunded">
            {refusal}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      ) : isConfirming ? (
        <MoneyConfirmStep
          question={
            <>
              Refund <b>{money(fromCents(cents), cc)}</b> of {what} to {summary.customer.name}?
              {payment?.canRefundAtGateway ? " It goes back to the card or account it was charged to." : null}{" "}
              {refundBalanceNote(cents, toCents(summary.statement.balance), cc)}
            </>
          }
          call={refund}
          actionLabel={`Refund ${money(fromCents(cents), cc)}`}
          onConfirm={send}
          onBack={() => setIsConfirming(false)}
        />
      ) : (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <Stack gap="sm">
            <FormErrorSummary errors={form.errors} labels={LABELS} onFocusField={form.focus} />
            {payment ? (
              <>
                <Text size="sm">
                  <b>{payment.description ?? payment.transType}</b> of {dateTime(payment.createdAt)}: paid{" "}
                  {money(payment.amount, cc)}
                  {payment.refunded > 0 ? `, refunded ${money(payment.refunded, cc)}` : ""}; left to refund{" "}
                  <b>{money(payment.refundable, cc)}</b>.
                </Text>
                <MoneyInput
                  label="Amount"
                  countryCode={cc}
                  value={amount}
                  onChange={(value) => {
                    setAmount(value);
                    form.clear("amount");
                  }}
                  {...form.field("amount")}
                  data-autofocus
                />
              </>
            ) : (
              <Text size="sm">
                Everything the order has left to refund: <b>{money(order.refundable, cc)}</b>.
              </Text>
            )}
            <Textarea
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={500}
            />
            <Group justify="flex-end">
              <Button type="submit" color="red">
                Continue
              </Button>
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
