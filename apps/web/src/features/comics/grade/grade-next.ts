// Grade-next mode (workflow §4): the tier's comics in order, kept in local storage so Enter in the grade
// field saves and opens the next comic of the same order and tier.
import { type GradeNextState, nextGradeComic, startGradeNext } from "@gbo/domain/grading";

const KEY = "gbo.gradeNext";

export function readGradeNext(): GradeNextState | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as GradeNextState | null;
    return stored && Array.isArray(stored.seqs) ? stored : null;
  } catch {
    return null;
  }
}

export function clearGradeNext(): void {
  localStorage.removeItem(KEY);
}

/** Stores the tier's comics and answers the next one after `seq`, or null (back to the tier). */
export function advanceGradeNext(state: GradeNextState, seq: string): string | null {
  const next = nextGradeComic(state.seqs, seq);
  if (next) localStorage.setItem(KEY, JSON.stringify(state));
  else clearGradeNext();
  return next;
}

export { startGradeNext };
