import { describe, expect, it } from "vitest";
import { hasCardNumber, hasMalformedText, isLuhnValid } from "./index";

describe("card numbers in free text", () => {
  it("finds test card numbers written plain, grouped by spaces or by hyphens", () => {
    expect(hasCardNumber("paid with 4111111111111111 cvv 123")).toBe(true);
    expect(hasCardNumber("card 4111 1111 1111 1111")).toBe(true);
    expect(hasCardNumber("amex 3782-822463-10005")).toBe(true);
    expect(hasCardNumber("5555555555554444")).toBe(true);
  });

  it("leaves ids, phone numbers, tracking numbers and non-Luhn runs alone", () => {
    expect(hasCardNumber("order 26-WALK003-001 scanned")).toBe(false);
    expect(hasCardNumber("call +1 416-555-0199")).toBe(false);
    expect(hasCardNumber("USPS 9400111899223197428490")).toBe(false);
    expect(hasCardNumber("4111111111111112")).toBe(false);
    expect(hasCardNumber("FedEx 123456789012")).toBe(false);
  });

  it("checks Luhn as specified", () => {
    expect(isLuhnValid("79927398713")).toBe(true);
    expect(isLuhnValid("79927398710")).toBe(false);
  });
});

describe("malformed text", () => {
  it("refuses U+0000 and lone surrogates, accepts any well-formed text", () => {
    expect(hasMalformedText("a\u0000b")).toBe(true);
    expect(hasMalformedText("a\uD800b")).toBe(true);
    expect(hasMalformedText("a\uDC00")).toBe(true);
    expect(hasMalformedText("Spider-Man #1 ✓ 😀 é")).toBe(false);
  });
});
