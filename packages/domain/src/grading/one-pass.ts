// Grading in one pass (issue 29 point 2): at PreGrade and Finalize a scanned comic opens its grade view,
// and saving its grade, raw grade or reject counts it as processed. A barcode read while the grade field
// has focus is typed into the field by the reader; it is told apart from a grade here.
import { parseScanCode } from "../ids/index";

/** The tier statuses where a comic is graded (workflow §4 grade view). */
export const GRADING_TIER_STATUSES = ["PreGrade", "Finalize"] as const;

export function isGradingStatus(status: string): boolean {
  return (GRADING_TIER_STATUSES as readonly string[]).includes(status);
}

/** What leaving the grade view with unsaved changes says (the signature view's words first). */
export const UNSAVED_GRADE_TITLE = "Unsaved grade";
export function unsavedGradeMessage(uniqueId: string): string {
  return `Save or undo your changes first. The changes to ${uniqueId} are not saved; leave without saving them?`;
}

/** The reject fee holds whole dollars, at most two digits (workflow §4: "Only 2 digits allowed"). */
export const REJECT_FEE_MAX_DIGITS = 2;

/**
 * A comic barcode the reader typed into the grade field, read when its Enter arrives: the field's text
 * ends with a comic id (the reader types at the caret, usually after what the field held). The id is
 * read with the one scan-code parser, so a grade ("9.8", "10") never opens a comic. Answers the comic
 * and the text before it (what the field held), or null.
 */
export function comicScannedIntoField(
  value: string,
): { orderId: string; comicSeq: string; uniqueId: string; before: string } | null {
  const text = value.trim();
  for (let start = 0; start < text.length; start += 1) {
    const target = parseScanCode(text.slice(start));
    if (target?.kind === "comic") {
      const { orderId, comicSeq, uniqueId } = target;
      return { orderId, comicSeq, uniqueId, before: text.slice(0, start) };
    }
  }
  return null;
}
