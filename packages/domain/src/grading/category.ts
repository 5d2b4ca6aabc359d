// Comic category (workflow §4).
import { activeSignatures, type Signature } from "../signatures/index";

export type Category = "Certified" | "Verified" | "Verified Plus" | "Authentic" | "Raw Grade";

export const CATEGORIES: readonly Category[] = [
  "Certified",
  "Verified",
  "Verified Plus",
  "Authentic",
  "Raw Grade",
];

/** "Original-art tiers (OT, OTE, OTP, OTS, OE) are Certified." */
export const ORIGINAL_ART_CATEGORY_TIERS: readonly string[] = ["OT", "OTE", "OTP", "OTS", "OE"];

/**
 * "Valid VSP gives Verified; valid VSPP gives Verified Plus; valid ASP gives Authentic (Raw Grade if
 * partial grade); raw grade without signatures gives Raw Grade; otherwise Certified."
 * The rules are tried in the order the spec lists them, first match wins. "Without signatures" is
 * read as "without a valid signature": a raw-grade comic whose only signature failed verification is
 * still a Raw Grade, not Certified.
 */
export function deriveCategory(comic: {
  tierId: string;
  partialGrade?: boolean;
  signatures: readonly Pick<Signature, "type" | "valid" | "remove">[];
}): Category {
  if (ORIGINAL_ART_CATEGORY_TIERS.includes(comic.tierId.trim().toUpperCase())) return "Certified";
  const valid = activeSignatures(comic.signatures).filter((s) => s.valid);
  if (valid.some((s) => s.type === "VSP")) return "Verified";
  if (valid.some((s) => s.type === "VSPP")) return "Verified Plus";
  if (valid.some((s) => s.type === "ASP")) return comic.partialGrade ? "Raw Grade" : "Authentic";
  if (comic.partialGrade) return "Raw Grade";
  return "Certified";
}
