import { describe, expect, it } from "vitest";
import { validateLabelScan, validateTierScan } from "./scans";

const context = {
  orderId: "26-0A12345",
  comics: [
    { seq: "001", isScanned: false },
    { seq: "002", isScanned: true },
  ],
};

describe("scan in a tier", () => {
  it.each([
    ["", "Not a valid Scan"],
    ["01", "Not a valid Scan"],
    ["hello", "Not a valid Scan"],
    ["26-0A12345", "Not a valid Scan"],
    ["26-0A12345-SO", "Not a valid Scan"],
    ["26-0A12345-003", "Invalid comic book/comic magazine/manga book"],
    ["26-0B99999-001", "Invalid comic book/comic magazine/manga book"],
    ["009", "Invalid comic book/comic magazine/manga book"],
  ])("%j -> %s", (text, message) => {
    expect(validateTierScan(text, context)).toEqual({ ok: false, message });
  });

  it("accepts a comic of this order, by unique id or sequence", () => {
    expect(validateTierScan(" 26-0a12345-001 ", context)).toEqual({
      ok: true,
      value: { seq: "001", uniqueId: "26-0A12345-001", warning: null },
    });
    expect(validateTierScan("001", context)).toEqual({
      ok: true,
      value: { seq: "001", uniqueId: "26-0A12345-001", warning: null },
    });
  });

  it("warns when the comic was already scanned", () => {
    expect(validateTierScan("26-0A12345-002", context)).toEqual({
      ok: true,
      value: { seq: "002", uniqueId: "26-0A12345-002", warning: "This comic has already been scanned." },
    });
  });
});

describe("label scan: at least 9 characters and a tier scan", () => {
  it.each([
    ["26-0A123", "Not a valid Scan"],
    // 8 characters are too short to be a label scan; 9 are long enough to be read as one.
    ["12345678", "Not a valid Scan"],
    ["123456789", "Not a valid Tier Id"],
    ["", "Not a valid Scan"],
    ["26-0A12345", "Not a valid Tier Id"],
    ["26-0A12345-001", "Not a valid Tier Id"],
    ["26-0A12345-SOT", "Not a valid Tier Id"],
    ["hello world", "Not a valid Tier Id"],
  ])("%j -> %s", (text, message) => {
    expect(validateLabelScan(text)).toEqual({ ok: false, message });
  });
  it("accepts a tier scan", () => {
    expect(validateLabelScan("26-0a12345-sof")).toEqual({
      ok: true,
      value: { orderId: "26-0A12345", tierId: "SOF" },
    });
    expect(validateLabelScan("1234567-MD")).toEqual({
      ok: true,
      value: { orderId: "00-1234567", tierId: "MD" },
    });
  });
});
