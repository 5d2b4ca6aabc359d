import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  currencySymbol,
  formatMoney,
  formatMoneyShort,
  fromCents,
  percentOf,
  sumCents,
  toCents,
} from "./index";

describe("formatMoney (currency 'CA$' for Canada, otherwise '$')", () => {
  it.each([
    [123450, "US", "$1,234.50"],
    [123450, "CA", "CA$1,234.50"],
    [0, "US", "$0.00"],
    [5, "US", "$0.05"],
    [100, "CA", "CA$1.00"],
    [99999999999, "US", "$999,999,999.99"],
    [-1200, "US", "-$12.00"],
  ] as const)("%i cents in %s is %s", (cents, country, text) => {
    expect(formatMoney(cents, country)).toBe(text);
  });

  it("rounds a fractional cent half away from zero instead of failing the read", () => {
    expect(formatMoney(10.5, "US")).toBe("$0.11");
    expect(formatMoney(-10.5, "US")).toBe("-$0.11");
    expect(formatMoney(10.4, "US")).toBe("$0.10");
  });

  it("shows every digit of sums past 2^53 cents (two $90,000,000,000,000 fees)", () => {
    // Issue 9: two FEE transactions of $90,000,000,000,000 summed to 1.8e16 cents, past 2^53, and every
    // read of the order answered 500 ("Money must be integer cents").
    expect(formatMoney(9_000_000_000_000_000 * 2, "US")).toBe("$180,000,000,000,000.00");
    expect(formatMoney(2 ** 53 + 2, "CA")).toBe("CA$90,071,992,547,409.94");
    expect(formatMoney(-(10 ** 21), "US")).toBe("-$10,000,000,000,000,000,000.00");
  });

  it("refuses only what no column can hold: NaN and infinities", () => {
    expect(() => formatMoney(Number.NaN, "US")).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, "US")).toThrow(RangeError);
  });

  it("currencySymbol", () => {
    expect(currencySymbol("CA")).toBe("CA$");
    expect(currencySymbol("ca")).toBe("CA$");
    expect(currencySymbol("US")).toBe("$");
  });
});

describe("formatMoneyShort (limits in the comic-form messages)", () => {
  it.each([
    [40000, "US", "$400"],
    [100000, "CA", "CA$1,000"],
    [1250, "US", "$12.50"],
  ])("%i cents (%s) shows as %s", (cents, country, text) => {
    expect(formatMoneyShort(cents, country)).toBe(text);
  });
});

describe("toCents / fromCents", () => {
  it.each([
    [1234.5, 123450],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [-2.5, -250],
    [0, 0],
  ])("%d -> %i cents", (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it("round-trips every cent amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it("fromCents answers a finite number for any finite sum, so a read never fails", () => {
    expect(fromCents(123450)).toBe(1234.5);
    expect(fromCents(-1200)).toBe(-12);
    expect(fromCents(9_007_199_254_740_994)).toBe(90_071_992_547_409.94);
    expect(fromCents(9_000_000_000_000_000 * 2)).toBe(180_000_000_000_000);
    expect(fromCents(10.5)).toBe(0.11);
    expect(Number.isFinite(fromCents(Number.MAX_VALUE))).toBe(true);
    expect(() => fromCents(Number.NaN)).toThrow(RangeError);
  });

  it("sums and percentages stay whole cents", () => {
    expect(sumCents([1999, 1, 100])).toBe(2100);
    expect(percentOf(10000, 15)).toBe(1500);
    expect(percentOf(999, 10)).toBe(100);
  });
});
