import { parseScanCode, scanTargetPath } from "@gbo/domain/ids";
import { GLOBAL_SEARCH_MIN_LENGTH, globalSearchTooShortMessage, NOT_IMPLEMENTED } from "./global-search-rule";

export type SearchPlan =
  | { kind: "open"; path: string }
  | { kind: "reference"; prefix: string; reference: string }
  | { kind: "warn"; message: string };

/**
 * A reference with a prefix: the external user's prefix, then a colon or spaces, then their
 * reference ("ABC:12345" or "ABC 12345"). Both forms are accepted because scanned or pasted
 * references arrive either way; the prefix is letters and digits only.
 */
const REFERENCE = /^([A-Za-z0-9]{1,10})\s*:\s*(\S+)$|^([A-Za-z0-9]{1,10})\s+(\S+)$/;

/** What the global search box does with the typed text (workflow §2, administration §5). */
export function planSearch(text: string): SearchPlan {
  const value = text.trim();
  if (value.length < GLOBAL_SEARCH_MIN_LENGTH) {
    return { kind: "warn", message: globalSearchTooShortMessage(text) };
  }
  const target = parseScanCode(value);
  if (target) return { kind: "open", path: scanTargetPath(target) };
  const match = REFERENCE.exec(value);
  if (match) {
    const prefix = (match[1] ?? match[3] ?? "").toUpperCase();
    const reference = match[2] ?? match[4] ?? "";
    return { kind: "reference", prefix, reference };
  }
  return { kind: "warn", message: NOT_IMPLEMENTED };
}

export function referencePath(prefix: string, reference: string): string {
  return `/api/orders/reference/${encodeURIComponent(prefix)}/${encodeURIComponent(reference)}`;
}
