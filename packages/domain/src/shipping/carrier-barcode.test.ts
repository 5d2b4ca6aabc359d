import { describe, expect, it } from "vitest";
import { readCarrierBarcode } from "./carrier-barcode";

describe("a carrier barcode scanned on a shipping screen", () => {
  it.each([
    ["1Z999AA10123456784", "UPS", "1Z999AA10123456784"],
    ["1z999aa10123456784", "UPS", "1Z999AA10123456784"],
    [" 1Z 999 AA1 0123456784 ", "UPS", "1Z999AA10123456784"],
    ["123456789012", "FedEx", "123456789012"],
    ["123456789012345", "FedEx", "123456789012345"],
    ["12345678901234567890", "FedEx", "12345678901234567890"],
    ["1234567890123456789012", "FedEx", "1234567890123456789012"],
    // FedEx Ground "96" barcode: the tracking number is its tail.
    ["9622001900000000000000776632517510", "FedEx", "776632517510"],
    ["9611020987654312345672123456789012", "FedEx", "672123456789012"],
    ["9400111899223197428490", "USPS", "9400111899223197428490"],
    ["70131710000012345678", "USPS", "70131710000012345678"],
    ["123456789012345678901", "USPS", "123456789012345678901"],
    // "420" + ZIP routing prefix (5 or 9 digits) is dropped.
    ["420100019400111899223197428490", "USPS", "9400111899223197428490"],
    ["4201000112349400111899223197428490", "USPS", "9400111899223197428490"],
    ["42010001" + "70131710000012345678", "USPS", "70131710000012345678"],
    ["EA123456789US", "USPS", "EA123456789US"],
    ["1234567890123456", "Canada Post", "1234567890123456"],
    ["RR123456789CA", "Canada Post", "RR123456789CA"],
    ["1234567890", "DHL", "1234567890"],
  ])("%s is %s %s", (scan, carrier, trackingNumber) => {
    expect(readCarrierBarcode(scan)).toEqual({ carrier, trackingNumber });
  });

  it.each([
    "",
    "1Z999",
    "hello world",
    "12345678901", // 11 digits: no carrier we know
    "12345678901234567890123", // 23 digits
    "EA123456789DE", // S10 of another post
  ])("%j is not a carrier barcode", (scan) => {
    expect(readCarrierBarcode(scan)).toBeNull();
  });

  it("an order or comic scan code always wins (workflow §5)", () => {
    for (const code of ["26-0A12345", "1234567", "26-0A12345-001", "1234567-001", "26-0A12345-SO", "001"]) {
      expect(readCarrierBarcode(code)).toBeNull();
    }
  });
});
