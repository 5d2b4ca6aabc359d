// On a station screen (tier, shipping) a comic barcode scanned outside any input is work for that
// screen: it is scanned into the tier or order instead of opening the comic screen. The shell's scan
// listener turns every scan into a navigation; this hook keeps its own copy of the same scan buffer,
// and a router blocker stops the navigation that a comic scan just caused and hands the code over.
// Link clicks, the global search and order or tier scans navigate as usual.
import { type ScanTarget, scanTargetPath } from "@gbo/domain/ids";
import { useBlocker } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { createScanBuffer, isEditableElement } from "../../shell/scan-buffer";

/** A scan older than this did not cause the navigation being decided. */
const SCAN_FRESH_MS = 1500;

type RecordedScan = { target: Extract<ScanTarget, { kind: "comic" }>; at: number };

export function useStationScan(onScan: (code: string) => void, isEnabled = true) {
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  const lastScan = useRef<RecordedScan | null>(null);

  useEffect(() => {
    if (!isEnabled) return;
    const buffer = createScanBuffer();
    function onKeyDown(event: KeyboardEvent) {
      const target = buffer.push({
        key: event.key,
        time: event.timeStamp || performance.now(),
        isEditableTarget: isEditableElement(event.target),
        hasModifier: event.ctrlKey || event.metaKey || event.altKey,
      });
      if (target?.kind === "comic") lastScan.current = { target, at: performance.now() };
    }
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [isEnabled]);

  useBlocker({
    disabled: !isEnabled,
    enableBeforeUnload: false,
    shouldBlockFn: async ({ next }) => {
      // The shell's listener may run before ours within the same key event: decide after it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const scan = lastScan.current;
      if (!scan || performance.now() - scan.at > SCAN_FRESH_MS) return false;
      if (next.pathname !== scanTargetPath(scan.target)) return false;
      lastScan.current = null;
      onScanRef.current(scan.target.uniqueId);
      return true;
    },
  });
}
