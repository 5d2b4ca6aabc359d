// Printing through the local label service (administration §3, §5, §7, §9): its print job status codes,
// the label framework's barcode position and a continuous label's length.
import { barcodePositionInvalid, CANNOT_SET_LENGTH } from "../messages/administration";
import { fail, ok, type Result } from "../workflow/result";

/** Print job status codes of the local label service. */
export const PRINT_JOB_STATUSES: Readonly<Record<number, string>> = {
  0: "unknown",
  1: "printing",
  2: "finished",
  3: "error",
  4: "paper out",
  5: "in queue",
  [-1]: "processing error",
  [-2]: "printer busy",
  [-3]: "invalid job id",
  [-4]: "not spooled",
};

export function printJobStatusName(code: number): string {
  return PRINT_JOB_STATUSES[code] ?? "unknown";
}

/** Label framework (administration §5): an address object's barcode position. */
export const BARCODE_POSITIONS = ["AboveAddress", "BelowAddress", "Suppress"] as const;
export type BarcodePosition = (typeof BARCODE_POSITIONS)[number];

export function validateBarcodePosition(position: string): Result<BarcodePosition> {
  const found = BARCODE_POSITIONS.find((p) => p === position);
  return found ? ok(found) : fail(barcodePositionInvalid(position));
}

/** "0 means automatic length, with a maximum of 7200" (also the §9 continuous label auto length). */
export const CONTINUOUS_LABEL_MAX_LENGTH = 7200;

/**
 * "A continuous label's length can be set only on continuous labels. 0 means automatic length, with a
 * maximum of 7200." The value is the length to send; a length above the maximum is held at 7200.
 */
export function validateLabelLength(input: { isContinuous: boolean; length: number }): Result<number> {
  if (!input.isContinuous) return fail(CANNOT_SET_LENGTH);
  const length = Math.max(0, Math.trunc(input.length));
  return ok(Math.min(length, CONTINUOUS_LABEL_MAX_LENGTH));
}
