// What other features use of labels.

export { PDF_BUTTON_NAME, PrintLabelsButton } from "./printer/print-labels-button";
export { LabelProof } from "./proof/label-proof";
export { fetchComicLabelPdf, relabelComicPdf } from "./relabel-calls";
export { verifyLabels } from "./verify-labels";
