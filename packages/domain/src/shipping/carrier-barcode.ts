// A carrier's barcode scanned on a shipping screen fills the tracking number (issue 10 point 4).
// What we accept (by length and prefix; no check digits are verified, the carrier's site does that):
// - UPS: "1Z" and 16 letters or digits.
// - USPS: "420" + ZIP (5 or 9 digits) + 20–22 digits, the routing prefix of the label's barcode, which is
//   dropped; 22 digits starting with 9 (IMpb); 20 digits starting with 7 or 9; 21 digits; S10
//   "AB123456789US".
// - FedEx: 12 or 15 digits; 20 or 22 digits not taken by USPS above; the 34-digit FedEx Ground "96"
//   barcode, whose last 15 digits are the tracking number (12 when those start with "000").
// - Canada Post: 16 digits, or S10 "AB123456789CA".
// - DHL: 10 digits.
// An order or comic scan code (workflow §5 "Scan code") always wins: such a text is never a carrier's.
import { isComicSeq, parseScanCode } from "../ids/index";

export type Carrier = "UPS" | "FedEx" | "USPS" | "Canada Post" | "DHL";

export type CarrierBarcode = { carrier: Carrier; trackingNumber: string };

const UPS = /^1Z[0-9A-Z]{16}$/;
const S10 = /^[A-Z]{2}\d{9}(US|CA)$/;
const USPS_ROUTED = /^420(\d{5}|\d{9})(\d{20,22})$/;
const DIGITS = /^\d+$/;

function readDigits(value: string): CarrierBarcode | null {
  // 420 + ZIP5 + 20–22 digits is 28–30 long, 420 + ZIP9 + 20–22 digits 32–34: the lengths tell them apart.
  const routed = USPS_ROUTED.exec(value);
  if (routed) return { carrier: "USPS", trackingNumber: routed[2] ?? "" };
  const length = value.length;
  if (length === 34 && value.startsWith("96")) {
    const tail = value.slice(-15);
    return { carrier: "FedEx", trackingNumber: tail.startsWith("000") ? tail.slice(3) : tail };
  }
  if (length === 22) return { carrier: value.startsWith("9") ? "USPS" : "FedEx", trackingNumber: value };
  if (length === 21) return { carrier: "USPS", trackingNumber: value };
  if (length === 20) return { carrier: /^[79]/.test(value) ? "USPS" : "FedEx", trackingNumber: value };
  if (length === 16) return { carrier: "Canada Post", trackingNumber: value };
  if (length === 12 || length === 15) return { carrier: "FedEx", trackingNumber: value };
  if (length === 10) return { carrier: "DHL", trackingNumber: value };
  return null;
}

/** The carrier and tracking number a scanned (or typed) barcode holds, or null when it is none of theirs. */
export function readCarrierBarcode(text: string): CarrierBarcode | null {
  const raw = text.trim();
  if (!raw || parseScanCode(raw) || isComicSeq(raw)) return null;
  const value = raw.replace(/\s+/g, "").toUpperCase();
  if (UPS.test(value)) return { carrier: "UPS", trackingNumber: value };
  const s10 = S10.exec(value);
  if (s10) return { carrier: s10[1] === "CA" ? "Canada Post" : "USPS", trackingNumber: value };
  return DIGITS.test(value) ? readDigits(value) : null;
}
