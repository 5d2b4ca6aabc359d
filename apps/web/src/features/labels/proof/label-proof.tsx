// The label drawn as an image (SVG with its Code 128 barcode) before printing. Stub: the printer
// helper builds it.
import type { TLabelText } from "@gbo/contracts/labels";

export function LabelProof(_props: { label: TLabelText }) {
  return null;
}
