import { Group, TextInput } from "@mantine/core";
import type { PayMethodDraft } from "./pay-method-draft";

type FieldProps = (name: string) => { name: string; error?: string; "aria-invalid"?: boolean };

/** Bank name, routing number (nine digits, ABA check digit) and account number (4 to 17 digits). */
export function BankFields({
  draft,
  onChange,
  field,
}: {
  draft: PayMethodDraft;
  onChange: (patch: Partial<PayMethodDraft>) => void;
  field: FieldProps;
}) {
  return (
    <>
      <TextInput
        label="Bank name"
        value={draft.bankName}
        onChange={(event) => onChange({ bankName: event.currentTarget.value })}
        maxLength={100}
        required
        {...field("bankName")}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label="Routing number"
          value={draft.routingNumber}
          onChange={(event) => onChange({ routingNumber: event.currentTarget.value })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          required
          {...field("routingNumber")}
        />
        <TextInput
          label="Account number"
          value={draft.accountNumber}
          onChange={(event) => onChange({ accountNumber: event.currentTarget.value })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          required
          {...field("accountNumber")}
        />
      </Group>
    </>
  );
}
