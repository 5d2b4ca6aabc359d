import type { TOrderSummary } from "@gbo/contracts/orders";
import { cancelErrors, canDoOrderAction, type OrderStatus, validateCancel } from "@gbo/domain/workflow";
import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Textarea, TextInput } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { formFailureOf } from "../../../api/form-errors";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { money } from "../../../ui/format";
import { useOrderAction } from "../../orders";
import { cancelOrder } from "../api/billing-shipping-calls";

const LABELS = { mode: "Funds", newInvoiceId: "Replacement invoice id", reason: "Reason" };

/** Who may cancel how: the domain's per-action table (ORDER_ACTIONS), the same the server enforces. */
function cancelModes(claims: readonly string[], status: string) {
  return {
    mayRefund: canDoOrderAction("cancelRefund", claims, status as OrderStatus),
    mayTransfer: canDoOrderAction("cancelTransfer", claims, status as OrderStatus),
  };
}

/** Open orders only: a refund needs the refund claim; a transfer billing, or invoicing while an invoice. */
export function canCancelOrder(claims: readonly string[], status: string): boolean {
  if (status === "Completed" || status === "Cancelled") return false;
  const { mayRefund, mayTransfer } = cancelModes(claims, status);
  return mayRefund || mayTransfer;
}

/**
 * Cancel order: the money either goes back to the customer (refund) or moves to another invoice
 * (transfer, optionally naming the replacement invoice). 'Invoice cancelled sucessfully.' from the server.
 */
export function CancelOrderDialog({
  summary,
  claims,
  isOpen,
  onClose,
}: {
  summary: TOrderSummary;
  claims: readonly string[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { order } = summary;
  const { mayRefund, mayTransfer } = cancelModes(claims, order.status);
  const [mode, setMode] = useState<"transfer" | "refund">(mayTransfer ? "transfer" : "refund");
  const [hasReplacement, setHasReplacement] = useState(true);
  const [invoiceId, setInvoiceId] = useState("");
  const [reason, setReason] = useState("");
  const form = useFormErrors();
  // One key per opened dialog: a double click or a retry after a lost answer cancels once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const action = useOrderAction(
    order.id,
    (body: { newInvoiceId: string | null }, version) =>
      cancelOrder(order.id, {
        mode,
        newInvoiceId: body.newInvoiceId ?? undefined,
        reason: reason.trim() || undefined,
        idempotencyKey,
        version,
      }),
    {
      onDone: () => {
        onClose();
        void navigate({ href: `/orders/${order.id}?summary=1` });
      },
    },
  );

  function onSubmit() {
    const input =
      mode === "refund"
        ? ({ mode: "refund" } as const)
        : ({ mode: "transfer", replacementInvoiceId: hasReplacement ? invoiceId : null } as const);
    form.report(cancelErrors(input, order.id));
    const checked = validateCancel(input, order.id);
    if (!checked.ok) return;
    action.mutate(
      { newInvoiceId: checked.value.replacementInvoiceId },
      {
        onError: (caught) => {
          const failure = formFailureOf(caught);
          if (Object.keys(failure.fieldErrors).length > 0) form.report(failure.fieldErrors);
        },
      },
    );
  }

  return (
    <Modal opened={isOpen} onClose={onClose} title={`Cancel order ${order.id}`}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          <FormErrorSummary errors={form.errors} labels={LABELS} onFocusField={form.focus} />
          {/* A warning to read, not an error: the form's errors are the only alert. */}
          <Alert color="red" variant="light" role="note">
            The order stops here. What was paid ({money(summary.statement.paid, order.countryCode)} of{" "}
            {money(summary.statement.total, order.countryCode)}) is refunded or transferred.
          </Alert>
          <Radio.Group
            label="Funds"
            value={mode}
            onChange={(value) => {
              setMode(value as "transfer" | "refund");
              form.clear();
            }}
            error={form.errors.mode}
          >
            <Stack gap={6} mt={4}>
              <Radio value="transfer" label="Transfer to another invoice" disabled={!mayTransfer} />
              <Radio value="refund" label="Refund to the customer" disabled={!mayRefund} />
            </Stack>
          </Radio.Group>
          {mode === "transfer" ? (
            <>
              <Checkbox
                label="Name the replacement invoice"
                checked={hasReplacement}
                onChange={(event) => setHasReplacement(event.currentTarget.checked)}
              />
              {hasReplacement ? (
                <TextInput
                  label="Replacement invoice id"
                  placeholder="26-0A12345"
                  value={invoiceId}
                  onChange={(event) => {
                    setInvoiceId(event.currentTarget.value);
                    form.clear("newInvoiceId");
                  }}
                  {...form.field("newInvoiceId")}
                />
              ) : null}
            </>
          ) : null}
          <Textarea
            label="Reason"
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              form.clear("reason");
            }}
            {...form.field("reason")}
            autosize
            minRows={2}
            maxLength={1000}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={action.isPending}>
              Cancel order
            </Button>
            <Button variant="default" onClick={onClose}>
              Keep the order
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
