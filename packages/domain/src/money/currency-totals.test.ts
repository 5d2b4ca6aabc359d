import { describe, expect, it } from "vitest";
import { currencyTotals, formatCurrencyTotals } from "./index";

describe("sums across orders, per currency (issue 30 point 8)", () => {
  it("keeps a rep's $7,220.90 and CA$1,366.00 apart, never $8,586.90", () => {
    const totals = currencyTotals([
      { countryCode: "CA", cents: 1_366_00 },
      { countryCode: "US", cents: 5_000_00 },
      { countryCode: "US", cents: "222090" },
    ]);
    expect(totals).toEqual([
      { countryCode: "US", cents: 7_220_90 },
      { countryCode: "CA", cents: 1_366_00 },
    ]);
    expect(formatCurrencyTotals(totals)).toEqual(["$7,220.90", "CA$1,366.00"]);
  });

  it("shows one currency alone, and $0.00 when there are no orders", () => {
    expect(formatCurrencyTotals(currencyTotals([{ countryCode: "CA", cents: 2500 }]))).toEqual(["CA$25.00"]);
    expect(formatCurrencyTotals(currencyTotals([]))).toEqual(["$0.00"]);
  });
});
