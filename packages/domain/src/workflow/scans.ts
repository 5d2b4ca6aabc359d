// Scans inside a tier and on the label screens (workflow §5, administration §5).
import { isComicSeq, parseScanCode } from "../ids/index";
import {
  COMIC_ALREADY_SCANNED,
  INVALID_COMIC_SCAN,
  NOT_A_VALID_SCAN,
  NOT_A_VALID_TIER_ID,
} from "../messages/workflow";
import { fail, ok, type Result } from "./result";

export const TIER_SCAN_MIN_LENGTH = 3;
export const LABEL_SCAN_MIN_LENGTH = 9;

export type TierScanComic = { seq: string; isScanned: boolean };

export type TierScan = {
  seq: string;
  uniqueId: string;
  /** "An already scanned comic gives a warning": the scan is accepted, this text is shown. */
  warning: string | null;
};

/**
 * A scan on a tier screen. Which message for which case (our choice; the spec lists both texts):
 * - 'Not a valid Scan': shorter than 3 characters, or not a comic code at all (junk, an order or tier
 *   code).
 * - 'Invalid comic book/comic magazine/manga book': a well-formed comic code that is not one of this
 *   tier's comics (another order, or no such comic here).
 * A bare three-digit sequence ("001") is read as a comic of this order.
 */
export function validateTierScan(
  text: string,
  context: { orderId: string; comics: readonly TierScanComic[] },
): Result<TierScan> {
  const value = text.trim().toUpperCase();
  if (value.length < TIER_SCAN_MIN_LENGTH) return fail(NOT_A_VALID_SCAN);
  let orderId = context.orderId;
  let seq: string;
  if (isComicSeq(value)) {
    seq = value;
  } else {
    const target = parseScanCode(value);
    if (target?.kind !== "comic") return fail(NOT_A_VALID_SCAN);
    orderId = target.orderId;
    seq = target.comicSeq;
  }
  const comic = orderId === context.orderId ? context.comics.find((c) => c.seq === seq) : undefined;
  if (!comic) return fail(INVALID_COMIC_SCAN);
  return ok({
    seq,
    uniqueId: `${context.orderId}-${seq}`,
    warning: comic.isScanned ? COMIC_ALREADY_SCANNED : null,
  });
}

/** Label scan: at least 9 characters ('Not a valid Scan') and a tier scan ('Not a valid Tier Id'). */
export function validateLabelScan(text: string): Result<{ orderId: string; tierId: string }> {
  const value = text.trim();
  if (value.length < LABEL_SCAN_MIN_LENGTH) return fail(NOT_A_VALID_SCAN);
  const target = parseScanCode(value);
  if (target?.kind !== "tier") return fail(NOT_A_VALID_TIER_ID);
  return ok({ orderId: target.orderId, tierId: target.tierId });
}
