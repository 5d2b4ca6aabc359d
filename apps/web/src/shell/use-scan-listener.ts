import type { ScanTarget } from "@gbo/domain/ids";
import { useEffect, useRef } from "react";
import { createScanBuffer, isEditableElement } from "./scan-buffer";

/**
 * Set on <body> while the page listens for scans. A key typed before the listener is attached is
 * lost (a reader's scan right after the page opens), so the browser specs wait for it before scanning.
 */
export const SCAN_READY_ATTRIBUTE = "data-scan-ready";

/** Listens on the whole page for barcode scans typed outside inputs. */
export function useScanListener(onScan: (target: ScanTarget) => void) {
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;

  useEffect(() => {
    const buffer = createScanBuffer();
    function onKeyDown(event: KeyboardEvent) {
      const target = buffer.push({
        key: event.key,
        // When the key was pressed, not when this handler ran: a screen rendering between two keys of a
        // scan (the dashboard's charts as it opens) delays the handler, not the reader.
        time: event.timeStamp > 0 ? event.timeStamp : performance.now(),
        isEditableTarget: isEditableElement(event.target),
        hasModifier: event.ctrlKey || event.metaKey || event.altKey,
      });
      if (target) {
        // The Enter belongs to the scan: it must not also press a focused button.
        event.preventDefault();
        onScanRef.current(target);
      }
    }
    window.addEventListener("keydown", onKeyDown, true);
    document.body.setAttribute(SCAN_READY_ATTRIBUTE, "");
    return () => {
      window.removeEventListener("keydown", onKeyDown, true);
      document.body.removeAttribute(SCAN_READY_ATTRIBUTE);
    };
  }, []);
}
