// Saving a comic in a submission (submissions §5 "Comic save in a submission").
import { validateComicCount } from "../grading/eligibility";
import {
  isAspForced,
  type Signature,
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

/** "Witnessed-signature and partial-grade tiers remove VSP and VSPP." */
export function dropVerifiedSignatures<T extends Pick<Signature, "type">>(
  signatures: readonly T[],
  comic: { isWitnessedSignature?: boolean; partialGrade?: boolean },
): T[] {
  // The same condition that forces ASP on the signature screen (workflow §4).
  if (!isAspForced(comic)) return [...signatures];
  return signatures.filter((s) => s.type === "ASP");
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
