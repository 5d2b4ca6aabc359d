import { describe, expect, it } from "vitest";
import { chargeSummary, refundBalanceNote, secondChargePrefill } from "./index";

// Issue 29 point 5: 26-PAYM001 owes $120; the worker charges 70 to Visa and the rest to Mastercard.
const BALANCE = 12_000;
const visa = "Visa ending 4242";
const mastercard = "Mastercard ending 4444";

describe("a charge split across two methods", () => {
  it("offers the second method what the balance has left after the first", () => {
    expect(secondChargePrefill(BALANCE, 7000)).toBe(5000);
    expect(secondChargePrefill(BALANCE, 11_901)).toBeNull();
    expect(secondChargePrefill(BALANCE, 11_900)).toBe(100);
  });

  it("offers nothing when the first takes the whole balance, more, or is not an amount", () => {
    expect(secondChargePrefill(BALANCE, BALANCE)).toBeNull();
    expect(secondChargePrefill(BALANCE, 13_000)).toBeNull();
    expect(secondChargePrefill(BALANCE, Number.NaN)).toBeNull();
  });

  it("reads the charge back with each method's amount and the sum", () => {
    const lines = [
      { name: visa, cents: 7000 },
      { name: mastercard, cents: 5000 },
    ];
    expect(chargeSummary(lines, BALANCE, "US")).toBe(
      "Charge $70.00 to Visa ending 4242 and $50.00 to Mastercard ending 4444: $120.00 in all.",
    );
  });

  it("says what stays due when the charge is less than the balance, in the order's currency", () => {
    expect(chargeSummary([{ name: visa, cents: 7000 }], BALANCE, "US")).toBe(
      "Charge $70.00 to Visa ending 4242; $50.00 of the $120.00 balance stays due.",
    );
    expect(
      chargeSummary(
        [
          { name: visa, cents: 7000 },
          { name: mastercard, cents: 3000 },
        ],
        BALANCE,
        "CA",
      ),
    ).toBe(
      "Charge CA$70.00 to Visa ending 4242 and CA$30.00 to Mastercard ending 4444: CA$100.00 in all; CA$20.00 of the CA$120.00 balance stays due.",
    );
    expect(chargeSummary([{ name: visa, cents: BALANCE }], BALANCE, "US")).toBe(
      "Charge $120.00 to Visa ending 4242.",
    );
  });
});

describe("a refund's confirmation", () => {
  it("says the balance rises by the refunded amount (26-PAYM003: $25.00 of a $5.00 balance)", () => {
    expect(refundBalanceNote(2500, 500, "US")).toBe("The order's balance goes up by $25.00, to $30.00.");
    expect(refundBalanceNote(7500, 0, "CA")).toBe("The order's balance goes up by CA$75.00, to CA$75.00.");
  });
});
