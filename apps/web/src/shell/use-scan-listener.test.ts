import { fireEvent, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { registerScanHandler, SCAN_HANDLERS_ATTRIBUTE } from "./scan-handlers";
import { SCAN_READY_ATTRIBUTE, useScanListener } from "./use-scan-listener";

function scan(text: string) {
  for (const key of [...text, "Enter"]) fireEvent.keyDown(document.body, { key });
}

describe("scan listener readiness (what the browser specs wait for)", () => {
  it("marks <body> once it listens, reads a scan, and clears the mark when it stops", () => {
    expect(document.body.hasAttribute(SCAN_READY_ATTRIBUTE)).toBe(false);
    const onScan = vi.fn();
    const hook = renderHook(() => useScanListener(onScan));
    expect(document.body.hasAttribute(SCAN_READY_ATTRIBUTE)).toBe(true);
    scan("1234567");
    expect(onScan).toHaveBeenCalledWith(expect.objectContaining({ kind: "order", orderId: "00-1234567" }));

    hook.unmount();
    expect(document.body.hasAttribute(SCAN_READY_ATTRIBUTE)).toBe(false);
    scan("7654321");
    expect(onScan).toHaveBeenCalledTimes(1);
  });

  it("shows on <body> how many screen handlers take scans, and nothing once none is left", () => {
    const removeFirst = registerScanHandler(() => false);
    expect(document.body.getAttribute(SCAN_HANDLERS_ATTRIBUTE)).toBe("1");
    const removeSecond = registerScanHandler(() => false);
    expect(document.body.getAttribute(SCAN_HANDLERS_ATTRIBUTE)).toBe("2");
    removeSecond();
    expect(document.body.getAttribute(SCAN_HANDLERS_ATTRIBUTE)).toBe("1");
    removeFirst();
    expect(document.body.hasAttribute(SCAN_HANDLERS_ATTRIBUTE)).toBe(false);
  });
});
