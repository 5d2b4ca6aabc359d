import type { TPaymentMethod } from "@gbo/contracts/payments";
import { formatMoney } from "@gbo/domain/money";
import { Button, Group, Select, Stack, Text } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { amountCents, MoneyInput } from "../../../ui/money-input";
import type { ChargeDraft } from "./charge-plan";
import { methodLabel } from "./method-label";

type FieldProps = (name: string) => { name: string; error?: string; "aria-invalid"?: boolean };

/**
 * The amount and the methods: one line, and a second one only on request ("Two payment methods are
 * charged at most", so no third). With two, the first method takes what the second does not.
 */
export function ChargeFields({
  draft,
  onChange,
  field,
  methods,
  countryCode,
  canSplit,
}: {
  draft: ChargeDraft;
  onChange: (patch: Partial<ChargeDraft>) => void;
  field: FieldProps;
  methods: readonly TPaymentMethod[];
  countryCode: string;
  canSplit: boolean;
}) {
  const options = methods.map((m) => ({ value: String(m.id), label: methodLabel(m), disabled: m.isExpired }));
  const firstCents = amountCents(draft.amount) - amountCents(draft.secondAmount);
  return (
    <Stack gap="sm">
      <MoneyInput
        label="Amount"
        countryCode={countryCode}
        value={draft.amount}
        onChange={(value) => onChange({ amount: value })}
        {...field("amount")}
        data-autofocus
      />
      <Select
        label={draft.isSplit ? "First payment method" : "Payment method"}
        data={options}
        value={draft.firstMethodId}
        onChange={(value) => onChange({ firstMethodId: value })}
        allowDeselect={false}
        description={
          draft.isSplit && Number.isFinite(firstCents) && firstCents > 0
            ? `Charged ${formatMoney(firstCents, countryCode)}`
            : undefined
        }
        {...field("firstMethodId")}
      />
      {draft.isSplit ? (
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <Select
            style={{ flex: 3 }}
            label="Second payment method"
            data={options}
            value={draft.secondMethodId}
            onChange={(value) => onChange({ secondMethodId: value })}
            allowDeselect={false}
            {...field("secondMethodId")}
          />
          <MoneyInput
            style={{ flex: 2 }}
            label="Second amount"
            countryCode={countryCode}
            value={draft.secondAmount}
            onChange={(value) => onChange({ secondAmount: value })}
            {...field("secondAmount")}
          />
        </Group>
      ) : null}
      {draft.isSplit ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconX size={14} />}
          onClick={() => onChange({ isSplit: false, secondMethodId: null, secondAmount: "" })}
          style={{ alignSelf: "flex-start" }}
        >
          Charge one method only
        </Button>
      ) : canSplit ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange({ isSplit: true })}
          style={{ alignSelf: "flex-start" }}
        >
          Split across a second method
        </Button>
      ) : null}
      {methods.length === 0 ? <Text c="dimmed">No payment methods on file.</Text> : null}
    </Stack>
  );
}
