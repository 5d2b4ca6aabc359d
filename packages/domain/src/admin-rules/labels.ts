import { parseScanCode } from "../ids/index";
import {
  barcodePositionInvalid,
  CANNOT_SET_LENGTH,
  LABEL_REMOVE_INVALID_REQUEST,
} from "../messages/administration";
import { fail, ok, type Result } from "../workflow/result";

// Label printing and label queues (administration §3, §4, §9).

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

/** Worker label queue buckets: Comic and Magazine by grade, Manga by label code. */
export const LABEL_BUCKETS: Readonly<Record<"Comic" | "Magazine" | "Manga", readonly string[]>> = {
  Comic: ["10", "99", "98", "gg"],
  Magazine: ["10", "99", "98", "gg"],
  Manga: ["CB", "HR", "LP", "RB", "SL", "PF"],
};

/** "Payment expiry years list covers 20 years from the current year." */
export function paymentExpiryYears(currentYear: number): number[] {
  return Array.from({ length: 20 }, (_, i) => currentYear + i);
}

/** "24 hourly slots from 12:00 am to 11:00 pm." */
export function hourlySlots(): string[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const h12 = hour % 12 === 0 ? 12 : hour % 12;
    return `${h12}:00 ${hour < 12 ? "am" : "pm"}`;
  });
}

/**
 * Removing a tier from a worker's label queue (administration §5 "Removing a tier that is invalid
 * gives 'Invalid Request'"): the scan must be a tier code, and that tier must be in the queue.
 */
export function validateLabelQueueRemoval(
  tierScan: string | null | undefined,
  queue: readonly { orderId: string; tierId: string }[],
): Result<{ orderId: string; tierId: string }> {
  const target = parseScanCode(tierScan?.trim() ?? "");
  if (target?.kind !== "tier") return fail(LABEL_REMOVE_INVALID_REQUEST);
  const isQueued = queue.some(
    (t) => t.orderId.toUpperCase() === target.orderId && t.tierId.toUpperCase() === target.tierId,
  );
  return isQueued
    ? ok({ orderId: target.orderId, tierId: target.tierId })
    : fail(LABEL_REMOVE_INVALID_REQUEST);
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
