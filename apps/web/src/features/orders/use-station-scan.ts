// On a station screen (tier, shipping) a comic barcode scanned outside any input is work for that
// screen: it is scanned into the tier or order instead of opening the comic screen. Order and tier
// scans still navigate as usual (the shell's scan listener asks the screen first).
import { useEffect, useRef } from "react";
import { createScanBuffer, isEditableElement, SCAN_KEY_GAP_MS } from "../../shell/scan-buffer";
import { useScanHandler } from "../../shell/scan-handlers";

export function useStationScan(onScan: (code: string) => void, isEnabled = true) {
  useScanHandler((target) => {
    if (target.kind !== "comic") return false;
    onScan(target.uniqueId);
    return true;
  }, isEnabled);
}

/**
 * Scans outside any input that are no scan code at all (the shell ignores those), offered as raw text:
 * a shipping screen takes a carrier's barcode as the tracking number. `onText` returns true when it
 * took the text; the Enter that ended the scan then presses nothing else.
 */
export function useRawStationScan(onText: (text: string) => boolean, isEnabled = true) {
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  useEffect(() => {
    if (!isEnabled) return;
    // Same timing as the shell's buffer; its collected text is read just before Enter ends the scan.
    const buffer = createScanBuffer();
    let lastKeyTime = Number.NEGATIVE_INFINITY;
    function onKeyDown(event: KeyboardEvent) {
      const time = performance.now();
      const key = {
        key: event.key,
        time,
        isEditableTarget: isEditableElement(event.target),
        hasModifier: event.ctrlKey || event.metaKey || event.altKey,
      };
      if (event.key !== "Enter") {
        buffer.push(key);
        if (event.key.length === 1) lastKeyTime = time;
        return;
      }
      const isScan = !key.isEditableTarget && !key.hasModifier && time - lastKeyTime <= SCAN_KEY_GAP_MS;
      const text = isScan ? buffer.peek() : "";
      buffer.push(key);
      if (text && onTextRef.current(text)) event.preventDefault();
    }
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [isEnabled]);
}
