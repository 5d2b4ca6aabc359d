// The comic's chain of custody (issue 11 point 7) read from the order log: what was logged about the
// comic itself, and what was logged about its tier as a whole (scans, station moves, rejects).
import type { TComic, TLogEntry } from "@gbo/contracts/orders";

/** Log types as a worker says them; an unknown type is shown with its words split. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  Scan: "Scanned",
  Status: "Status changed",
  Tier: "Tier moved",
  Comment: "Comment",
  Update: "Updated",
  Grade: "Graded",
  Reject: "Rejected",
  PressingFailed: "Pressing failed",
  Labels: "Labels",
  ASP: "Signature (ASP)",
  VSP: "Signature (VSP)",
  VSPP: "Signature (VSPP)",
  SkipImagingSP: "Special imaging skipped",
  Escalate: "Escalated",
  DueDate: "Due date changed",
  Comic: "Comic changed",
  Image: "Image uploaded",
  Redo: "Sent back for rework",
};

export function logTypeWords(type: string): string {
  return TYPE_WORDS[type] ?? type.replace(/([a-z])([A-Z])/g, "$1 $2");
}

/**
 * Entries about this comic (by sequence or unique id) or about its tier without naming another comic,
 * newest first. A scan of the tier's other comic is that comic's history, not this one's.
 */
export function comicHistory(log: readonly TLogEntry[], comic: TComic): TLogEntry[] {
  const isThisComic = (id: string) => id === comic.id || id === comic.uniqueId;
  return log
    .filter((entry) => (entry.comicId === null ? entry.tierId === comic.tierId : isThisComic(entry.comicId)))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}
