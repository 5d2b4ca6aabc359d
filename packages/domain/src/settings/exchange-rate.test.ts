import { describe, expect, it } from "vitest";
import { filterExchangeRateTyping, validateExchangeRate } from "./exchange-rate";

describe("exchange rate", () => {
  it.each([
    [".5", "Please add a value before decimal"],
    ["0", "Exchange rate should be greater than zero"],
    ["0.00", "Exchange rate should be greater than zero"],
    ["", "Exchange rate should be greater than zero"],
  ])("%j -> %s", (text, message) => {
    expect(validateExchangeRate(text)).toEqual({ ok: false, message });
  });
  it("accepts a positive rate", () => {
    expect(validateExchangeRate("1.35")).toEqual({ ok: true, value: 1.35 });
    expect(validateExchangeRate("2.")).toEqual({ ok: true, value: 2 });
  });
  it("only digits and one decimal point can be typed", () => {
    expect(filterExchangeRateTyping("1a.3.5-")).toBe("1.35");
  });
});
