// "Rewards to apply ($)" of a submission's and an invoice's checkout (submissions-pricing §5 rewards): typed
// as the worker likes ("$1,250.50"), sent to the quote as cents; the domain caps what applies.
import { formatMoney, toCents } from "@gbo/domain/money";
import { TextInput } from "@mantine/core";
import { useState } from "react";

/** The typed rewards in cents: what is not a positive number is none; at most $10,000,000. */
function rewardsCentsOf(text: string): number {
  const n = Number(text.replace(/[$,\s]/g, ""));
  return Number.isFinite(n) && n > 0 ? Math.min(toCents(n), 1_000_000_000) : 0;
}

export function RewardsInput({
  cents,
  availableCents,
  appliedCents,
  countryCode,
  onCents,
  disabled,
}: {
  /** The rewards the draft or invoice carries when the field opens. */
  cents: number;
  availableCents: number;
  /** What the quote applies, once there is one. */
  appliedCents: number | null;
  countryCode: string;
  onCents: (cents: number) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState(cents ? (cents / 100).toFixed(2) : "");
  const money = (value: number) => formatMoney(value, countryCode);
  return (
    <TextInput
      label="Rewards to apply ($)"
      inputWrapperOrder={["label", "input", "description", "error"]}
      description={`Available ${money(availableCents)}${appliedCents === null ? "" : ` · applied ${money(appliedCents)}`}`}
      value={text}
      inputMode="decimal"
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        onCents(rewardsCentsOf(typed));
      }}
      disabled={disabled}
    />
  );
}
