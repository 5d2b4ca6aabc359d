import { describe, expect, it } from "vitest";
import { createScanBuffer, isEditableElement } from "./scan-buffer";

function typeKeys(buffer: ReturnType<typeof createScanBuffer>, keys: string[], start = 1000, gap = 10) {
  let result = null;
  keys.forEach((key, index) => {
    result = buffer.push({ key, time: start + index * gap, isEditableTarget: false, hasModifier: false });
  });
  return result;
}

const chars = (text: string) => [...text];

describe("scan buffer", () => {
  it("a fast order id ended by Enter opens the order", () => {
    const buffer = createScanBuffer(100);
    expect(typeKeys(buffer, [...chars("26-0a12345"), "Enter"])).toEqual({
      kind: "order",
      orderId: "26-0A12345",
    });
  });

  it("reads tier and comic scans", () => {
    const buffer = createScanBuffer(100);
    expect(typeKeys(buffer, [...chars("26-0A12345-SOF"), "Enter"])).toMatchObject({
      kind: "tier",
      tierId: "SOF",
    });
    expect(typeKeys(buffer, [...chars("1234567-001"), "Enter"], 5000)).toMatchObject({
      kind: "comic",
      orderId: "00-1234567",
      comicSeq: "001",
    });
  });

  it("by default tolerates a busy PC (keys 200 ms apart) but not a one-second pause", () => {
    const buffer = createScanBuffer();
    expect(typeKeys(buffer, [...chars("26-0A12345"), "Enter"], 0, 200)).toMatchObject({ kind: "order" });
    expect(typeKeys(buffer, [...chars("26-0A12345"), "Enter"], 10_000, 1000)).toBeNull();
  });

  it("ignores text that is not a scan code", () => {
    const buffer = createScanBuffer(100);
    expect(typeKeys(buffer, [...chars("hello"), "Enter"])).toBeNull();
  });

  it("a pause starts a new scan, so slow typing before the scan does not spoil it", () => {
    const buffer = createScanBuffer(100);
    typeKeys(buffer, chars("xyz"), 0);
    expect(typeKeys(buffer, [...chars("26-0A12345"), "Enter"], 5000)).toMatchObject({ kind: "order" });
  });

  it("an Enter after a pause is not a scan", () => {
    const buffer = createScanBuffer(100);
    typeKeys(buffer, chars("26-0A12345"), 0);
    expect(buffer.push({ key: "Enter", time: 2000, isEditableTarget: false, hasModifier: false })).toBeNull();
  });

  it("keys typed into an input are never read as a scan", () => {
    const buffer = createScanBuffer(100);
    typeKeys(buffer, chars("26-0A12"), 0);
    buffer.push({ key: "3", time: 75, isEditableTarget: true, hasModifier: false });
    expect(typeKeys(buffer, [...chars("45"), "Enter"], 80)).toBeNull();
  });

  it("shift between characters does not break the scan", () => {
    const buffer = createScanBuffer(100);
    expect(typeKeys(buffer, ["2", "6", "-", "Shift", "0", "A", ...chars("12345"), "Enter"])).toMatchObject({
      orderId: "26-0A12345",
    });
  });

  it("knows which elements take typing", () => {
    const input = document.createElement("input");
    const div = document.createElement("div");
    const editable = document.createElement("div");
    editable.contentEditable = "true";
    expect(isEditableElement(input)).toBe(true);
    expect(isEditableElement(document.createElement("textarea"))).toBe(true);
    expect(isEditableElement(document.createElement("select"))).toBe(true);
    expect(isEditableElement(div)).toBe(false);
    expect(isEditableElement(document.createElement("button"))).toBe(false);
  });
});
