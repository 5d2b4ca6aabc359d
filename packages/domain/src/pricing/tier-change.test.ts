import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG } from "../catalog";
import { fastPassChangeCharge, pressChangeCharge } from "./index";

const change = (over: Partial<Parameters<typeof fastPassChangeCharge>[0]>) => ({
  catalog: DEFAULT_CATALOG,
  country: "US" as const,
  tierId: "NW",
  comicsInsured: [10000, 20000, 30000],
  from: 0,
  to: 0,
  ...over,
});

describe("a tier changed to fast pass or pressing adds charges (workflow §4)", () => {
  it("charges each comic the fast-pass add-on when a standard tier goes to fast pass", () => {
    // Fast Pass add-on: $40 a comic on a fee-priced tier.
    expect(fastPassChangeCharge(change({ to: 1 }))).toBe(3 * 4000);
  });

  it("charges the difference between Express and Express Plus, and gives it back going down", () => {
    // NW Express $60, Express Plus $120.
    expect(fastPassChangeCharge(change({ from: 2, to: 3 }))).toBe(3 * 6000);
    expect(fastPassChangeCharge(change({ from: 3, to: 2 }))).toBe(-3 * 6000);
  });

  it("resolves a fast-pass suffix on the order's tier id and prices nothing for an unknown tier", () => {
    expect(fastPassChangeCharge(change({ tierId: "NWE", from: 2, to: 3 }))).toBe(3 * 6000);
    expect(fastPassChangeCharge(change({ tierId: "QQ", to: 1 }))).toBe(0);
  });

  it("charges pressing per comic, and the press fast fee on top for fast pressing", () => {
    // NW press $20; fast pressing adds $25.
    expect(pressChangeCharge(change({ to: 1 }))).toBe(3 * 2000);
    expect(pressChangeCharge(change({ from: 1, to: 2 }))).toBe(3 * 2500);
    expect(pressChangeCharge(change({ from: 2, to: 0 }))).toBe(-3 * 4500);
  });

  it("prices share-of-value pressing from each comic's own insured value", () => {
    // PM press is 2 % of insured within $50..$300: $5,000 -> $100, $1,000 -> $50 minimum.
    expect(pressChangeCharge(change({ tierId: "PM", comicsInsured: [500000, 100000], to: 1 }))).toBe(15000);
  });
});
