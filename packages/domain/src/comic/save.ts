// Saving a comic in a submission (submissions §5 "Comic save in a submission").
import { validateComicCount } from "../grading/eligibility";
import {
  isAspForced,
  type Signature,
  type SignatureType,
  validateOriginalArtSave,
  validateSignatureRowCount,
} from "../signatures/index";
import { fail, ok, type Result } from "../workflow/result";
import { EXPRESS_TIER_CONFLICT, TITLE_NOT_FOUND } from "./messages";

/** "Express service conflicts with non-express tiers for versions 3 to 7." */
export function hasExpressConflict(input: {
  version: number;
  isExpressService: boolean;
  isExpressTier: boolean;
}): boolean {
  return input.version >= 3 && input.version <= 7 && input.isExpressService && !input.isExpressTier;
}

/** "Custom is forced for Zasshi." */
export function isCustomTitleForced(comic: { collectibleType: string; mangaType?: string | null }): boolean {
  return comic.collectibleType === "Manga" && comic.mangaType === "Zasshi";
}

/** "The title must match the lookup unless custom" (case-insensitive, surrounding spaces ignored). */
export function validateTitle(input: {
  title: string;
  lookupTitles: readonly string[];
  isCustomTitle: boolean;
  collectibleType: string;
  mangaType?: string | null;
}): Result<{ title: string; isCustomTitle: boolean }> {
  const title = input.title.trim();
  const isCustomTitle = input.isCustomTitle || isCustomTitleForced(input);
  if (!title) return fail(TITLE_NOT_FOUND);
  if (isCustomTitle) return ok({ title, isCustomTitle });
  const match = input.lookupTitles.find((t) => t.trim().toLowerCase() === title.toLowerCase());
  return match ? ok({ title: match.trim(), isCustomTitle: false }) : fail(TITLE_NOT_FOUND);
}

/**
 * The signature types a comic may carry in a submission. "Witnessed-signature and partial-grade tiers
 * remove VSP and VSPP" (§5 comic save; the condition that forces ASP on the signature screen, workflow §4).
 * A grade-screened comic takes neither ASP nor VSP: the invoice counts ASP "to the comics not
 * graded-screened" and primary VSP "up to comics with no raw grade or screening" (§5 invoice row); VSPP has
 * no such bound. Without this the form sold what invoicing then refused (issue 30 point 2, D34).
 */
export function allowedSignatureTypes(comic: {
  isWitnessedSignature?: boolean;
  partialGrade?: boolean;
  gradeScreen?: number;
}): readonly SignatureType[] {
  const types: readonly SignatureType[] = isAspForced(comic) ? ["ASP"] : ["ASP", "VSP", "VSPP"];
  return (comic.gradeScreen ?? 0) > 0 ? types.filter((t) => t === "VSPP") : types;
}

/** The comic's signatures of the types it may carry (allowedSignatureTypes). */
export function dropVerifiedSignatures<T extends Pick<Signature, "type">>(
  signatures: readonly T[],
  comic: { isWitnessedSignature?: boolean; partialGrade?: boolean; gradeScreen?: number },
): T[] {
  const allowed = allowedSignatureTypes(comic);
  return signatures.filter((s) => allowed.includes(s.type));
}

/** The save checks in one place, first failure wins (the form shows one alert at a time). */
export function validateComicSave(input: {
  comicsInOrder: number;
  adding: number;
  tierId: string;
  version: number;
  signatures: readonly Signature[];
  isExpressService: boolean;
  isExpressTier: boolean;
}): Result<{ warning: string | null }> {
  const count = validateComicCount(input.comicsInOrder, input.adding);
  if (!count.ok) return count;
  const rows = validateSignatureRowCount(input.signatures.length);
  if (!rows.ok) return rows;
  if (hasExpressConflict(input)) return fail(EXPRESS_TIER_CONFLICT);
  return validateOriginalArtSave(input);
}
