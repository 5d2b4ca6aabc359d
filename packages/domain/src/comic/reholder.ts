// Reholder form (submissions §5): search by the 14-character certification number and the checks
// on the comic found.
import { isUniqueId, UNIQUE_ID_LENGTH } from "../ids/index";
import { RAW_GRADE_INVALID_FOR_REHOLDER, reholderInsuredAbove } from "../messages/submissions";
import { formatMoneyShort } from "../money/index";
import { fail, ok, type Result } from "../workflow/result";
import { REHOLDER_ID_LENGTH, REHOLDER_NOT_GRADED, REHOLDER_TYPE_MISMATCH } from "./messages";

/** "Reholder: search needs exactly 14 characters" — and they must form a unique id. */
export function validateReholderSearch(text: string): Result<string> {
  const value = text.trim().toUpperCase();
  if (value.length !== UNIQUE_ID_LENGTH || !isUniqueId(value)) return fail(REHOLDER_ID_LENGTH);
  return ok(value);
}

export type ReholderCandidate = {
  category: string | null;
  grade: number | null;
  collectibleType: string;
  mangaType?: string | null;
};

/**
 * The comic found must be graded and not a raw grade, and its type (and manga type) must match the
 * submission; the insured amount may not exceed the remaining insured balance.
 */
export function validateReholder(input: {
  candidate: ReholderCandidate;
  submission: { collectibleType: string; mangaType?: string | null; country?: string };
  insuredCents: number;
  remainingInsuredCents: number;
}): Result<null> {
  const { candidate, submission } = input;
  if (candidate.category === "Raw Grade") return fail(RAW_GRADE_INVALID_FOR_REHOLDER);
  if (candidate.grade === null) return fail(REHOLDER_NOT_GRADED);
  if (candidate.collectibleType !== submission.collectibleType) return fail(REHOLDER_TYPE_MISMATCH);
  if (
    submission.collectibleType === "Manga" &&
    (candidate.mangaType ?? null) !== (submission.mangaType ?? null)
  ) {
    return fail(REHOLDER_TYPE_MISMATCH);
  }
  if (input.insuredCents > input.remainingInsuredCents) {
    return fail(
      reholderInsuredAbove(formatMoneyShort(input.remainingInsuredCents, submission.country ?? "US")),
    );
  }
  return ok(null);
}
