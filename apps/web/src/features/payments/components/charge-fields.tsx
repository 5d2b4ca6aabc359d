import type { TPaymentMethod } from "@gbo/contracts/payments";
import { Button, Group, Select, Stack, Text } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { MoneyInput } from "../../../ui/money-input";
import type { ChargeDraft } from "./charge-plan";
import { methodLabel } from "./method-label";

type FieldProps = (name: string) => { name: string; error?: string; "aria-invalid"?: boolean };

/**
 * The methods, each with its own amount: one line, and a second one only on request ("Two payment
 * methods are charged at most", so no third). The second is offered what the balance has left after the
 * first; the sentence below reads the whole charge back before Continue.
 */
export function ChargeFields({
  draft,
  onChange,
  field,
  methods,
  countryCode,
  canSplit,
  summary,
}: {
  draft: ChargeDraft;
  onChange: (patch: Partial<ChargeDraft>) => void;
  field: FieldProps;
  methods: readonly TPaymentMethod[];
  countryCode: string;
  canSplit: boolean;
  /** The charge as planned so far ("Charge $70.00 to … : $120.00 in all."), null while a field is wrong. */
  summary: string | null;
}) {
  const options = methods.map((m) => ({ value: String(m.id), label: methodLabel(m), disabled: m.isExpired }));
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <MoneyInput
          style={{ flex: 2 }}
          label={draft.isSplit ? "First amount" : "Amount"}
          countryCode={countryCode}
          value={draft.amount}
          onChange={(value) => onChange({ amount: value })}
          {...field("amount")}
          data-autofocus
        />
        <Select
          style={{ flex: 3 }}
          label={draft.isSplit ? "First payment method" : "Payment method"}
          data={options}
          value={draft.firstMethodId}
          onChange={(value) => onChange({ firstMethodId: value })}
          allowDeselect={false}
          {...field("firstMethodId")}
        />
      </Group>
      {draft.isSplit ? (
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <MoneyInput
            style={{ flex: 2 }}
            label="Second amount"
            countryCode={countryCode}
            value={draft.secondAmount}
            onChange={(value) => onChange({ secondAmount: value })}
            {...field("secondAmount")}
          />
          <Select
            style={{ flex: 3 }}
            label="Second payment method"
            data={options}
            value={draft.secondMethodId}
            onChange={(value) => onChange({ secondMethodId: value })}
            allowDeselect={false}
            {...field("secondMethodId")}
          />
        </Group>
      ) : null}
      {draft.isSplit ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconX size={14} />}
          onClick={() => onChange({ isSplit: false })}
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
      <Text size="sm" fw={600} aria-live="polite" data-charge-summary>
        {summary ?? ""}
      </Text>
      {methods.length === 0 ? <Text c="dimmed">No payment methods on file.</Text> : null}
    </Stack>
  );
}
