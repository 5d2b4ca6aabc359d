// The draft's shipping rate menu (submissions-pricing §9). Each option reads as the totals will charge it,
// "$33.75 + $5.00 handling" or one S&H amount, from the server's split (the domain's shippingCharges), so
// the menu and the Shipping and Handling lines never disagree (issue 30 §9).
import type { TRates } from "@gbo/contracts/catalog";
import { formatMoney } from "@gbo/domain/money";
import { shippingChargesText } from "@gbo/domain/shipping";
import { Select } from "@mantine/core";

type RateSelectProps = {
  rates: TRates | undefined;
  isError: boolean;
  countryCode: string;
  value: string | undefined;
  onChange: (rateId: string | undefined) => void;
};

export function RateSelect({ rates, isError, countryCode, value, onChange }: RateSelectProps) {
  const money = (cents: number) => formatMoney(cents, countryCode);
  return (
    <Select
      label="Shipping rate"
      placeholder={isError ? "Rates could not be loaded" : "Choose a rate"}
      data={(rates?.rates ?? []).map((r) => ({
        value: r.id,
        label: `${r.name} · ${shippingChargesText(r, money)}`,
      }))}
      value={value ?? null}
      onChange={(v) => onChange(v ?? undefined)}
      clearable
    />
  );
}
