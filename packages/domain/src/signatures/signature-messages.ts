// Texts of the signature verdicts (issue 29 point 3): what a bulk approve or disapprove changes, and why
// it has nothing to change. The spec's own signature texts stay in messages/workflow.ts.

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "3 signatures on 2 comics": the figure the bulk dialog shows and the log line records. */
export const signaturesOnComics = (signatureCount: number, comicCount: number): string =>
  `${plural(signatureCount, "signature")} on ${plural(comicCount, "comic")}`;

/** A bulk verdict with every VSP/VSPP of the tier already decided. */
export const NO_UNDECIDED_SIGNATURES_ON_TIER =
  "Every VSP and VSPP signature of this tier is already approved or disapproved: nothing to change.";

/** A comic's verdict with every VSP/VSPP already decided (a decided one changes in its own details). */
export const NO_UNDECIDED_SIGNATURES_ON_COMIC =
  "Every VSP and VSPP signature of this comic is already approved or disapproved: change one in its details.";

/** "2 already decided signatures keep their verdict." */
export const decidedSignaturesKept = (count: number): string =>
  `${plural(count, "already decided signature")} ${count === 1 ? "keeps its" : "keep their"} verdict.`;
