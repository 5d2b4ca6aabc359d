import type { TTransType } from "@gbo/contracts/orders";
import { toCents } from "@gbo/domain/money";
import { transactionTypesFor } from "@gbo/domain/workflow";
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useOrderAction } from "../api/order-action";
import { addTransaction } from "../api/order-calls";

const TYPE_LABELS: Record<TTransType, string> = {
  CASH: "Cash",
  CHECK: "Check",
  MONEYORDER: "Money order",
  CLOVER: "Card terminal (Clover)",
  FEE: "Fee",
  CREDIT: "Credit",
  AR: "Accounts receivable",
};

/**
 * The transaction dialog (workflow §2, §5): records a payment received, a fee, a credit or an AR entry.
 * The types offered are the order's country's; an amount of 0 or less does nothing (spec). One key per
 * opened dialog, so a double click records once.
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
        onSubmit={(event) => {
          event.preventDefault();
          const value = typeof amount === "number" ? amount : Number(amount);
          // "Transaction amount must be above 0, otherwise the dialog does nothing."
          if (!Number.isFinite(value) || toCents(value) <= 0) return;
          action.mutate(value);
        }}
      >
        <Stack gap="sm">
          <Select
            label="Type"
            data={types.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
            value={transType}
            onChange={(value) => value && setTransType(value as TTransType)}
            allowDeselect={false}
          />
          <NumberInput
            label="Amount"
            description={transType === "CREDIT" ? "Recorded as a negative amount." : undefined}
            prefix={countryCode === "CA" ? "CA$" : "$"}
            decimalScale={2}
            thousandSeparator=","
            min={0}
            value={amount}
            onChange={setAmount}
            data-autofocus
          />
          <TextInput
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={500}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={action.isPending}>
              Save transaction
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
