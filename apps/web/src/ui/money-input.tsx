// The one field for an amount of money in the order's currency (a transaction, a charge, a refund): the
// currency's symbol in front, two decimals, thousands grouped, never negative. What it holds is what
// Mantine's NumberInput holds (a number, or the text while it is not one yet); amountCents reads it.
import { currencySymbol, toCents } from "@gbo/domain/money";
import { NumberInput, type NumberInputProps } from "@mantine/core";

export type MoneyInputProps = Omit<
  NumberInputProps,
  "prefix" | "decimalScale" | "thousandSeparator" | "min"
> & {
  /** The order's country: "CA" shows CA$, any other $. */
  countryCode: string;
};

/** An amount with the currency's symbol; `fixedDecimalScale` (on unless turned off) always shows cents. */
export function MoneyInput({ countryCode, fixedDecimalScale = true, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      prefix={currencySymbol(countryCode)}
      decimalScale={2}
      fixedDecimalScale={fixedDecimalScale}
      thousandSeparator=","
      min={0}
      {...props}
    />
  );
}

/** What a MoneyInput holds, in cents, or NaN when it is not a number. */
export function amountCents(value: number | string): number {
  const number = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  return Number.isFinite(number) ? toCents(number) : Number.NaN;
}
