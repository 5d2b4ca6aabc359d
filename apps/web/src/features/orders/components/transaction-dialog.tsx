import type { TTransType } from "@gbo/contracts/orders";
import { toCents } from "@gbo/domain/money";
import { TRANSACTION_TYPE_LABELS, transactionErrors, transactionTypesFor } from "@gbo/domain/workflow";
import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { formFailureOf } from "../../../api/form-errors";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { MoneyInput } from "../../../ui/money-input";
import { useOrderAction } from "../api/order-action";
import { addTransaction } from "../api/order-calls";

const LABELS = { transType: "Type", amount: "Amount", description: "Description" };

/**
 * The transaction dialog (workflow §2, §5): records a payment received, a fee, a credit or an AR entry.
 * The types offered are the order's country's; an amount of 0 or less is not sent (spec: "the dialog
 * does nothing") and the field says why. One key per opened dialog, so a double click records once.
 */
export function TransactionDialog({
  orderId,
  countryCode,
  isOpen,
  onClose,
}: {
  orderId: string;
  countryCode: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const types = transactionTypesFor(countryCode);
  const [transType, setTransType] = useState<TTransType>(types.includes("CASH") ? "CASH" : "MONEYORDER");
  const [amount, setAmount] = useState<number | string>("");
  const [description, setDescription] = useState("");
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useFormErrors();
  const action = useOrderAction(
    orderId,
    (value: number, version) =>
      addTransaction({
        orderId,
        transType,
        amount: value,
        description: description.trim() || undefined,
        idempotencyKey,
        version,
      }),
    { onDone: onClose },
  );
  return (
    <Modal opened={isOpen} onClose={onClose} title="Add transaction">
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = typeof amount === "number" ? amount : amount === "" ? Number.NaN : Number(amount);
          const amountCents = Number.isFinite(value) ? toCents(value) : null;
          const errors = transactionErrors({ transType, amountCents, country: countryCode });
          form.report(errors);
          if (Object.keys(errors).length > 0) return;
          action.mutate(value, {
            onError: (caught) => {
              const failure = formFailureOf(caught);
              if (Object.keys(failure.fieldErrors).length > 0) form.report(failure.fieldErrors);
            },
          });
        }}
      >
        <Stack gap="sm">
          <FormErrorSummary errors={form.errors} labels={LABELS} onFocusField={form.focus} />
          <Select
            label="Type"
            data={types.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] }))}
            value={transType}
            onChange={(value) => {
              if (value) setTransType(value as TTransType);
              form.clear("transType");
            }}
            error={form.errors.transType}
            allowDeselect={false}
          />
          <MoneyInput
            label="Amount"
            description={transType === "CREDIT" ? "Recorded as a negative amount." : undefined}
            countryCode={countryCode}
            fixedDecimalScale={false}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              form.clear("amount");
            }}
            {...form.field("amount")}
            data-autofocus
          />
          <TextInput
            label="Description"
            value={description}
            onChange={(event) => {
              setDescription(event.currentTarget.value);
              form.clear("description");
            }}
            {...form.field("description")}
            maxLength={500}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={action.isPending}>
              Save transaction
            </Button>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
