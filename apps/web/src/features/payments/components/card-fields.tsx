import { cardBrand, expiryYears } from "@gbo/domain/payments";
import { Group, Select, TextInput } from "@mantine/core";
import type { PayMethodDraft } from "./pay-method-draft";

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0"));

type FieldProps = (name: string) => { name: string; error?: string; "aria-invalid"?: boolean };

/** Card number (its brand shown as it is recognised), card code and expiry (20 years from this year). */
export function CardFields({
  draft,
  onChange,
  field,
  now,
}: {
  draft: PayMethodDraft;
  onChange: (patch: Partial<PayMethodDraft>) => void;
  field: FieldProps;
  now: Date;
}) {
  const brand = draft.cardNumber.trim() ? cardBrand(draft.cardNumber) : null;
  return (
    <>
      <TextInput
        label="Card number"
        description={brand ? `${brand} card` : "12 to 19 digits; spaces are fine"}
        value={draft.cardNumber}
        onChange={(event) => onChange({ cardNumber: event.currentTarget.value })}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        required
        {...field("cardNumber")}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label="Card code"
          value={draft.cardCode}
          onChange={(event) => onChange({ cardCode: event.currentTarget.value })}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          {...field("cardCode")}
        />
        <Select
          label="Expiry month"
          data={MONTHS}
          value={draft.expireMonth}
          onChange={(value) => onChange({ expireMonth: value })}
          autoComplete="cc-exp-month"
          required
          {...field("expireMonth")}
        />
        <Select
          label="Expiry year"
          data={expiryYears(now).map(String)}
          value={draft.expireYear}
          onChange={(value) => onChange({ expireYear: value })}
          autoComplete="cc-exp-year"
          required
          {...field("expireYear")}
        />
      </Group>
    </>
  );
}
