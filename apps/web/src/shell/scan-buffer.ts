import { parseScanCode, type ScanTarget } from "@gbo/domain/ids";

/**
 * Longest pause between two keys of one scan. A barcode reader sends a key every 10–40 ms; 250 ms
 * keeps a busy station PC (or a slow remote desktop) from splitting a scan, while ordinary typing
 * elsewhere on the page rarely forms a valid code followed by Enter.
 */
export const SCAN_KEY_GAP_MS = 250;

export type ScanKey = { key: string; time: number; isEditableTarget: boolean; hasModifier: boolean };

/**
 * Collects keys typed outside any input. Enter ends a scan: the collected text is read with the one
 * scan-code parser; anything else is ignored (workflow §5). A pause longer than the gap starts over.
 * Returns the scan target when Enter completes a valid scan, else null.
 */
export function createScanBuffer(maxGapMs = SCAN_KEY_GAP_MS) {
  let text = "";
  let lastTime = Number.NEGATIVE_INFINITY;

  function reset() {
    text = "";
    lastTime = Number.NEGATIVE_INFINITY;
  }

  function push({ key, time, isEditableTarget, hasModifier }: ScanKey): ScanTarget | null {
    if (isEditableTarget || hasModifier) {
      reset();
      return null;
    }
    const isPaused = time - lastTime > maxGapMs;
    if (key === "Enter") {
      const scanned = isPaused ? "" : text;
      reset();
      return scanned ? parseScanCode(scanned) : null;
    }
    if (key.length !== 1) return null; // Shift and other non-printing keys do not break a scan.
    text = isPaused ? key : text + key;
    lastTime = time;
    return null;
  }

  return { push, reset, peek: () => text };
}

/** Whether a key event comes from a place where the worker types text. */
export function isEditableElement(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
}
