// Invoice tier rows (submissions-pricing §5 "Invoice row"): entry, mandatory fields, insured checks,
// the 10-row limit, duplicates, and the tier restrictions on original art, slab only and reholders.
import {
  INSURANCE_EXCEEDS_TIER_MAX,
  INSURANCE_WHOLE_NUMBER,
  INVOICE_MANDATORY_FIELDS,
  MAXIMUM_TIER_LIMIT,
  TIER_ALREADY_EXISTS,
} from "../messages/submissions";
import { fail, ok, type Result } from "../workflow/result";
import { emptyRow, type InvoiceTierRow, SUB_COUNT_FIELDS } from "./types";

/** §9 "Maximum 10 tier rows". */
export const MAX_TIER_ROWS = 10;
export const ORIGINAL_ART_TIER_IDS: ReadonlySet<string> = new Set(["MD", "2D"]);
export const SLAB_ONLY_TIER_IDS: ReadonlySet<string> = new Set(["MD", "2D", "EX", "RP", "1D"]);
export const INVOICE_REHOLDER_TIER_ID = "RH";

/** "Negative or empty numbers become 0." Fractions are cut to whole counts. */
export function toCount(input: unknown): number {
  if (input === null || input === undefined || input === "") return 0;
  const n = typeof input === "number" ? input : Number(String(input).trim());
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.trunc(n);
}

/** Insured value as typed (dollars) to cents: it must be a whole number. Empty is 0. */
export function parseInsuredInput(input: number | string | null | undefined): Result<number> {
  if (input === null || input === undefined || input === "") return ok(0);
  const n = typeof input === "number" ? input : Number(String(input).replace(/[$,\s]/g, ""));
  if (!Number.isFinite(n) || !Number.isInteger(n)) return fail(INSURANCE_WHOLE_NUMBER);
  return ok(Math.max(0, n) * 100);
}

/** "Comic count, tier and insured value are mandatory"; insured must not exceed tier max × count. */
export function validateRowBasics(
  row: Pick<InvoiceTierRow, "id" | "count" | "insured">,
  tierMaxInsured: number | undefined,
): Result<true> {
  if (!row.id || row.count <= 0 || row.insured <= 0) return fail(INVOICE_MANDATORY_FIELDS);
  if (tierMaxInsured !== undefined && row.insured > tierMaxInsured * row.count) {
    return fail(INSURANCE_EXCEEDS_TIER_MAX);
  }
  return ok(true);
}

/** Adds an empty row for a tier: no duplicates, at most 10 rows. */
export function addTierRow(
  rows: readonly InvoiceTierRow[],
  id: string,
  label: string,
): Result<InvoiceTierRow[]> {
  if (rows.some((r) => r.id === id)) return fail(TIER_ALREADY_EXISTS);
  if (rows.length >= MAX_TIER_ROWS) return fail(MAXIMUM_TIER_LIMIT);
  return ok([...rows, emptyRow(id, label)]);
}

/** Changing a row's tier to one already on the invoice is refused the same way. */
export function changeRowTier(rows: readonly InvoiceTierRow[], index: number, id: string, label: string) {
  if (rows.some((r, i) => i !== index && r.id === id)) return fail(TIER_ALREADY_EXISTS);
  return ok(rows.map((r, i) => (i === index ? applyTierRestrictions({ ...r, id, label }) : r)));
}

export const canHaveOriginalArt = (tierId: string): boolean => ORIGINAL_ART_TIER_IDS.has(tierId);
export const canHaveSlabOnly = (tierId: string): boolean => SLAB_ONLY_TIER_IDS.has(tierId);

/** Original art only for MD and 2D; slab only for MD, 2D, EX, RP, 1D; RH zeroes every option count.
 * `code` is the row's catalog code (a row id may carry a fast-pass letter or part number: MDF, NW2);
 * every other code — the submission codes NW, NP, OA, SO … included — takes neither count: their
 * catalog prices neither, and an artwork or slab comic's service is its own tier's fee. */
export function applyTierRestrictions(row: InvoiceTierRow, code = row.id): InvoiceTierRow {
  if (code === INVOICE_REHOLDER_TIER_ID) {
    const zeroed = { ...row, fastPass: 0 as const, press: 0 as const };
    for (const f of SUB_COUNT_FIELDS) zeroed[f] = 0;
    return zeroed;
  }
  return {
    ...row,
    originalArtworkCount: canHaveOriginalArt(code) ? row.originalArtworkCount : 0,
    slabOnlyCount: canHaveSlabOnly(code) ? row.slabOnlyCount : 0,
  };
}
