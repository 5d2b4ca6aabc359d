// Tier-code naming scheme (the spec lists the codes but not their meaning; this is our reading, also
// in packages/domain/README.md):
//
// - First letter M = manga, Z = magazine, anything else = comic — for submission tiers.
// - Grading ladders by declared value and year ("modern" = 1975 or later, "vintage" = 1974 or earlier):
//     comic    NW modern ≤ $400 · VI vintage ≤ $400 · NP modern ≤ $1,000 · VP vintage ≤ $1,000 ·
//              PM premium above $1,000 (4 % of value) · NE / VE modern / vintage express (5 days)
//     magazine ZV value ≤ $400 · ZP premium above $400 (share of value) · ZE express
//     manga    MT Tankobon ≤ $400 · MZ Zasshi ≤ $400 · MN value ≤ $1,000 · MP premium above $1,000 ·
//              ME express
// - Reholders: CR comic (current catalog), RH comic (older catalogs; also the invoicing reholder id),
//   ZR magazine, MR manga Tankobon, MH manga Zasshi.
// - Original art: OA art page ≤ $1,000, OR art page above $1,000, OT sketch cover, OE express, ZO magazine.
// - Slab only: SO standard, SL large (treasury / oversized), SE express, ZS magazine, MO manga Tankobon,
//   MS manga Zasshi.
// - Witnessed signature: SI in-house signing, WS standard, WE express, ZW magazine, MW manga.
// - Invoicing ids (their own family, priced per row): MD modern, VG vintage, EX extended value
//   (≤ $1,000, any year, year default 1974), RP raw premium (4 %), 2D two-day, 1D one-day, RH reholder.
// - A tier id within an order may end with a fast-pass letter: F fast pass (1), E Express (2),
//   P Express Plus (3), S Super Express (4) — e.g. OTE, OTP, OTS are OT at fast-pass levels 2 to 4;
//   a further row of the same tier in one order then takes a part number (NW2, VPE2).

import type { FastPassValue } from "./types";

export const REHOLDER_CODES = ["CR", "RH", "ZR", "MR", "MH"] as const;
export const ARTWORK_CODES = ["OA", "OR", "OT", "OE", "ZO"] as const;
export const SLAB_CODES = ["SO", "SL", "SE", "ZS", "MO", "MS"] as const;
export const WITNESSED_CODES = ["SI", "WS", "WE", "ZW", "MW"] as const;
export const GRADING_CODES = [
  "PM",
  "NW",
  "NP",
  "NE",
  "MN",
  "MP",
  "ME",
  "VI",
  "VP",
  "VE",
  "ZV",
  "ZP",
  "ZE",
  "MT",
  "MZ",
] as const;
export const INVOICING_IDS = ["MD", "2D", "EX", "RP", "1D", "VG", "RH"] as const;

/** Reholder tier id of the invoicing screen and of §9 ("reholder tier id RH"). */
export const REHOLDER_TIER_ID = "RH";

export const FAST_PASS_SUFFIXES = { F: 1, E: 2, P: 3, S: 4 } as const satisfies Record<string, FastPassValue>;
export type FastPassSuffix = keyof typeof FAST_PASS_SUFFIXES;

const SUFFIX_BY_VALUE: Partial<Record<FastPassValue, FastPassSuffix>> = { 1: "F", 2: "E", 3: "P", 4: "S" };

/** Splits an order tier id ("OTE") into its catalog code ("OT") and fast-pass level (2). A trailing
 * letter counts as a suffix only when the rest is a known code, so "SE" stays slab express. */
export function parseTierId(
  tierId: string,
  knownCodes: ReadonlySet<string>,
): { code: string; fastPassValue: FastPassValue } {
  if (knownCodes.has(tierId)) return { code: tierId, fastPassValue: 0 };
  // A further row of the same tier in one order ends with its part number (NW2, VPE2: invoice/convert).
  const part = /^(.*\D)\d+$/.exec(tierId);
  if (part?.[1]) {
    const inner = parseTierId(part[1], knownCodes);
    if (knownCodes.has(inner.code)) return inner;
  }
  const last = tierId.slice(-1) as FastPassSuffix;
  const base = tierId.slice(0, -1);
  if (last in FAST_PASS_SUFFIXES && knownCodes.has(base)) {
    return { code: base, fastPassValue: FAST_PASS_SUFFIXES[last] };
  }
  return { code: tierId, fastPassValue: 0 };
}

/** The order tier id for a code at a fast-pass level; levels 5 and 6 have no letter. */
export function tierIdWithFastPass(code: string, fastPassValue: FastPassValue): string {
  return code + (SUFFIX_BY_VALUE[fastPassValue] ?? "");
}

export function isReholderCode(code: string): boolean {
  return (REHOLDER_CODES as readonly string[]).includes(code);
}
export function isArtworkCode(code: string): boolean {
  return (ARTWORK_CODES as readonly string[]).includes(code);
}
export function isSlabCode(code: string): boolean {
  return (SLAB_CODES as readonly string[]).includes(code);
}
export function isWitnessedCode(code: string): boolean {
  return (WITNESSED_CODES as readonly string[]).includes(code);
}
