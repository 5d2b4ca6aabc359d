import { describe, expect, it } from "vitest";
import { validateAccountNumber, validateDhlForAddress } from "./shipping-accounts";

describe("shipping account numbers", () => {
  it.each([
    ["FedEx", "123456789", true],
    ["FedEx", "12345678", false],
    ["UPS", "a1b2c3", true],
    ["UPS", "a1b2c3d", false],
    ["DHL", "12345-789", false],
    ["DHL", "ABCDEFGHI", true],
    ["UPS", "", true],
  ] as const)("%s account %j: %s", (carrier, value, isValid) => {
    expect(validateAccountNumber(carrier, value).ok).toBe(isValid);
  });
  it("names the account rule", () => {
    expect(validateAccountNumber("UPS", "12")).toEqual({
      ok: false,
      message: "UPS account number must be 6 letters or digits.",
    });
  });
  it("DHL is not for domestic US addresses", () => {
    expect(validateDhlForAddress("US").ok).toBe(false);
    expect(validateDhlForAddress("CA").ok).toBe(true);
  });
});
