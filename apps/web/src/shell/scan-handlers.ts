import type { ScanTarget } from "@gbo/domain/ids";
import { useEffect, useRef } from "react";

/** Returns true when the screen took the scan as its own work (the shell then does not navigate). */
export type ScanHandler = (target: ScanTarget) => boolean;

const handlers: ScanHandler[] = [];

/**
 * On <body>: how many screen handlers are asked before a scan navigates (absent when none). A comic
 * scanned before the station screen registered its handler opens the comic screen instead, so the
 * browser specs wait for it before scanning into a screen.
 */
export const SCAN_HANDLERS_ATTRIBUTE = "data-scan-handlers";

function showHandlerCount() {
  if (typeof document === "undefined") return;
  if (handlers.length > 0) document.body.setAttribute(SCAN_HANDLERS_ATTRIBUTE, String(handlers.length));
  else document.body.removeAttribute(SCAN_HANDLERS_ATTRIBUTE);
}

/** Adds a handler; the most recently added is asked first. Returns its removal. */
export function registerScanHandler(handler: ScanHandler): () => void {
  handlers.push(handler);
  showHandlerCount();
  return () => {
    const index = handlers.lastIndexOf(handler);
    if (index >= 0) handlers.splice(index, 1);
    showHandlerCount();
  };
}

/** Offers a scan to the screens' handlers; false when none took it. */
export function offerScan(target: ScanTarget): boolean {
  for (let i = handlers.length - 1; i >= 0; i--) {
    if (handlers[i]?.(target)) return true;
  }
  return false;
}

/**
 * A station screen (tier, shipping) that scans comics into its work: while mounted, scans the
 * handler accepts are handed to it instead of opening their screen; others navigate as usual.
 */
export function useScanHandler(handler: ScanHandler, isEnabled = true) {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    if (!isEnabled) return;
    return registerScanHandler((target) => handlerRef.current(target));
  }, [isEnabled]);
}
