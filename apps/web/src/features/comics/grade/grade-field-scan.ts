// A barcode read while the grade field has focus: the reader types the comic's id into the field and
// presses Enter. That Enter opens the scanned comic instead of saving the text as a grade, and the
// field gets back what it held before the id (the domain tells a comic id from a grade).
import { comicScannedIntoField } from "@gbo/domain/grading";
import type { KeyboardEvent } from "react";

export type FieldScan = { orderId: string; comicSeq: string; uniqueId: string; before: string };

/** `onKeyDown` for the grade field; `onScan` gets the comic and the value to put back. */
export function gradeFieldScanKeys(onScan: (scan: FieldScan) => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.ctrlKey || event.metaKey || event.altKey) return;
    const scan = comicScannedIntoField(event.currentTarget.value);
    if (!scan) return;
    // The Enter ends the scan: it must not also save the field's text as a grade.
    event.preventDefault();
    onScan(scan);
  };
}
