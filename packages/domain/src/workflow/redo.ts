// "Send a comic or tier back to be reworked, logged" (workflow §7 POST /api/orders/{id}/redo and
// /redo/{x}). The work at the tier's current station starts over for those comics: unscanned, the
// tier's processed count lowered, and updatedStatus cleared so a Finalize grader sees grading again.

export const REDO_REASON_REQUIRED = "Please enter the reason for the redo.";
export const REDO_REASON_MAX = 1000;
export const REDO_REASON_TOO_LONG = `The reason for the redo is at most ${REDO_REASON_MAX} characters.`;

/** The reason's refusal text, or null when it may be sent. */
export function redoReasonError(reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? "";
  if (!text) return REDO_REASON_REQUIRED;
  if (text.length > REDO_REASON_MAX) return REDO_REASON_TOO_LONG;
  return null;
}

/** The log line and the toast: "Redo 001, 002 at Finalize: torn cover". */
export function redoLogText(comicIds: readonly string[], station: string, reason: string): string {
  return `Redo ${comicIds.join(", ")} at ${station}: ${reason.trim()}`;
}

/** The tier redo's log line: "Redo tier SO at Finalize: wrong grader". */
export function redoTierLogText(tierId: string, station: string, reason: string): string {
  return `Redo tier ${tierId} at ${station}: ${reason.trim()}`;
}

/**
 * The tier's processed count after redoing comics: each comic that was scanned at this station is
 * taken off, never below 0.
 */
export function processedAfterRedo(processed: number, redoneScanned: number): number {
  return Math.max(0, processed - redoneScanned);
}
