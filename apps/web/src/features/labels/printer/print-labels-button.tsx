// Prints labels on the label printer of this machine (the local label service), or says how to print
// the PDF when none is found. Stub: the printer helper builds it.
import type { TLabelText } from "@gbo/contracts/labels";

export type PrintLabelsButtonProps = {
  /** The labels to print, in order. */
  labels: readonly TLabelText[];
  /** Shown on the button: "Print 12 labels". */
  disabled?: boolean;
};

export function PrintLabelsButton(_props: PrintLabelsButtonProps) {
  return null;
}
