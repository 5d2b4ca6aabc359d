// Added charges for fast pass and pressing, priced from the default catalog (NW: Modern, US).
import { describe, expect, it } from "vitest";
import { fastPassChargeCents, pressChargeCents } from "./tier-charges";

const nw = { countryCode: "US" as const, tierId: "NW", comicsInsured: [10_000, 20_000, 30_000] };

describe("fast-pass charges", () => {
  it("charges the Express upgrade ($60) per comic", () => {
    expect(fastPassChargeCents({ ...nw, from: 0, to: 2 })).toBe(3 * 6000);
  });

  it("charges only the difference when moving up, and credits it when moving down", () => {
    expect(fastPassChargeCents({ ...nw, from: 2, to: 3 })).toBe(3 * (12_000 - 6000));
    expect(fastPassChargeCents({ ...nw, from: 3, to: 0 })).toBe(-3 * 12_000);
  });

  it("charges nothing for a tier the catalog does not know", () => {
    expect(fastPassChargeCents({ ...nw, tierId: "XX", from: 0, to: 2 })).toBe(0);
  });
});

describe("pressing charges", () => {
  it("charges the press fee ($20) per comic, and fast pressing adds the express fee ($25)", () => {
    expect(pressChargeCents({ ...nw, from: 0, to: 1 })).toBe(3 * 2000);
    expect(pressChargeCents({ ...nw, from: 1, to: 2 })).toBe(3 * 2500);
    expect(pressChargeCents({ ...nw, from: 2, to: 0 })).toBe(-3 * 4500);
  });
});
