import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG } from "../catalog";
import { formatMoney } from "../money";
import {
  fivePackInsurance,
  insuranceFor,
  isHandlingSeparate,
  ONSITE_RATE,
  rateTableFor,
  rateVersionFor,
  shippingCharges,
  shippingChargesText,
} from "./index";

describe("rate version by received-date cut-offs (§9)", () => {
  it.each([
    ["2022-09-13", 0],
    ["2022-09-14", 1],
    ["2023-02-26", 1],
    ["2023-02-27", 2],
    ["2023-11-15", 3],
    ["2025-02-15", 3],
    ["2025-02-16", 4],
    ["2025-03-08", 4],
    ["2025-03-09", 5],
  ])("%s uses rate version %i", (day, version) => {
    expect(rateVersionFor(day)).toBe(version);
    expect(rateTableFor(DEFAULT_CATALOG, "US", "2020-01-01", day).version).toBe(version);
  });

  it("uses the order date until the order is received", () => {
    expect(rateTableFor(DEFAULT_CATALOG, "US", "2023-03-01").version).toBe(2);
  });
});

describe("handling apart from shipping after 16 April 2025 (§9)", () => {
  it.each([
    ["2025-04-15", undefined, false], // dated before, not yet received: older rule
    ["2025-04-16", undefined, true],
    ["2025-04-10", "2025-04-15", false],
    ["2025-04-10", "2025-04-16", true],
  ])("order %s received %s: separate %s", (order, received, separate) => {
    expect(isHandlingSeparate(order, received)).toBe(separate);
  });

  const rate = {
    id: "R",
    name: "R",
    baseCost: 1500,
    additionalCost: 200,
    handlingCost: 500,
    insuranceCost: 0,
  };
  it("charges base for the first book and additional for each further one", () => {
    expect(shippingCharges({ rate, count: 3, orderDate: "2025-05-01" })).toEqual({ sh: 1900, handling: 500 });
    expect(shippingCharges({ rate, count: 3, orderDate: "2025-04-01" })).toEqual({ sh: 2400, handling: 0 });
    expect(shippingCharges({ rate, count: 0, orderDate: "2025-05-01" })).toEqual({ sh: 0, handling: 0 });
  });

  it("reads a rate as the totals charge it: shipping plus handling when apart, else one S&H amount", () => {
    const money = (cents: number) => formatMoney(cents, "US");
    const apart = shippingCharges({ rate: { ...rate, baseCost: 3375 }, count: 1, orderDate: "2025-05-01" });
    expect(shippingChargesText(apart, money)).toBe("$33.75 + $5.00 handling");
    const folded = shippingCharges({ rate: { ...rate, baseCost: 3375 }, count: 1, orderDate: "2025-04-01" });
    expect(shippingChargesText(folded, money)).toBe("$38.75");
  });

  it("the onsite rate is $5 base with no extras", () => {
    expect(shippingCharges({ rate: ONSITE_RATE, count: 12, orderDate: "2025-05-01" })).toEqual({
      sh: 500,
      handling: 0,
    });
  });
});

describe("5-pack insurance: 1.4 per 100 of insured value over 300, not on pickup (§9)", () => {
  it.each([
    [30000, false, 0],
    [30100, false, 421],
    [100000, false, 1400],
    [100000, true, 0],
  ])("insured %i cents, pickup %s → %i", (insured, pickup, cents) => {
    expect(fivePackInsurance(insured, pickup)).toBe(cents);
  });

  it("replaces the rate's insurance for 5-pack orders", () => {
    const rate = DEFAULT_CATALOG.countries.US.shippingRates[5]!.rates[0]!;
    expect(insuranceFor({ rate, isInsurance: true, insured: 100000, isFivePack: true })).toBe(1400);
    expect(insuranceFor({ rate, isInsurance: true, insured: 100000, isFivePack: false })).toBe(
      rate.insuranceCost,
    );
    expect(insuranceFor({ rate, isInsurance: false, insured: 100000, isFivePack: false })).toBe(0);
  });
});
