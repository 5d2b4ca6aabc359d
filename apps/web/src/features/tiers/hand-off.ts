// Hand-off information (issue 10 point 4): what an earlier station or the office left for the one
// working now, taken from the order log. Which entries count is our choice: comments, rejects (with
// their reason), completions with missing comics (with the reason), labels verification, due-date
// changes and escalations, skipped special imaging, pressing failures. Scans and plain moves do not.
import type { TLogEntry } from "@gbo/contracts/orders";

export type HandOffNote = { id: number; kind: string; text: string; author: string; date: string };

const KIND_BY_TYPE: Record<string, string> = {
  Comment: "Comment",
  Reject: "Rejected",
  DueDate: "Due date",
  Escalate: "Due date",
  Labels: "Labels",
  SkipImagingSP: "Skipped special imaging",
  PressingFailed: "Pressing failed",
};

function kindOf(entry: TLogEntry): string | null {
  // A completion is a plain move, unless comics were missing: then its reason is for the next station.
  if (entry.type === "Tier") return /with missing comics/i.test(entry.description) ? "Missing" : null;
  return KIND_BY_TYPE[entry.type] ?? null;
}

/**
 * The notes for one tier (its own entries and the order's, which have no tier) or, without `tierId`,
 * for the whole order (the shipping screens). Newest first.
 */
export function handOffNotes(log: readonly TLogEntry[], scope: { tierId?: string } = {}): HandOffNote[] {
  return log
    .filter((entry) => scope.tierId === undefined || entry.tierId === null || entry.tierId === scope.tierId)
    .flatMap((entry) => {
      const kind = kindOf(entry);
      if (!kind) return [];
      const text =
        entry.tierId && scope.tierId === undefined
          ? `${entry.tierId}: ${entry.description}`
          : entry.description;
      return [{ id: entry.id, kind, text, author: entry.author, date: entry.date }];
    })
    .sort((a, b) => b.id - a.id);
}
