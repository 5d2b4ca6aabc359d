// Approve or disapprove a tier's signatures in bulk (workflow §4 "signature approved or disapproved
// (whole tier or bulk)"; issue 29 point 3). A verdict decides only what is undecided: an approved or
// disapproved VSP/VSPP keeps its verdict and description. The plan names, per comic, the signatures a
// verdict will change and counts them, so the dialog that asks and the log line that records say the same.
import { NO_SIGNATURES_TO_VERIFY } from "../messages/workflow";
import type { Signature, SignatureType } from "./index";
import { isSignatureDecided } from "./signature-decision";
import { NO_UNDECIDED_SIGNATURES_ON_TIER, signaturesOnComics } from "./signature-messages";

export type SignatureVerdict = "approve" | "disapprove";

const isVerified = (type: SignatureType) => type === "VSP" || type === "VSPP";

/** A VSP or VSPP not yet approved or disapproved: what a verdict changes. */
export const isUndecidedVerified = (s: Pick<Signature, "type" | "valid" | "processInvalid" | "remove">) =>
  !s.remove && isVerified(s.type) && !isSignatureDecided(s);

export function undecidedSignatures<T extends Signature>(signatures: readonly T[]): T[] {
  return signatures.filter(isUndecidedVerified);
}

export type BulkComic<S extends Signature = Signature> = { id: string; signatures: readonly S[] };

export type BulkVerdictPlan<C extends BulkComic = BulkComic> = {
  /** The comics a verdict changes, in tier order, each with the signatures it changes. */
  comics: { comic: C; changes: C["signatures"][number][] }[];
  comicCount: number;
  signatureCount: number;
  /** VSP/VSPP already approved or disapproved: left as they are. */
  decidedCount: number;
};

/** What approving or disapproving the tier's comics changes (the same for both verdicts). */
export function planBulkVerdict<C extends BulkComic>(comics: readonly C[]): BulkVerdictPlan<C> {
  const changing = comics
    .map((comic) => ({ comic, changes: undecidedSignatures(comic.signatures) }))
    .filter(({ changes }) => changes.length > 0);
  const decidedCount = comics
    .flatMap((c) => c.signatures)
    .filter((s) => !s.remove && isVerified(s.type) && isSignatureDecided(s)).length;
  return {
    comics: changing,
    comicCount: changing.length,
    signatureCount: changing.reduce((n, c) => n + c.changes.length, 0),
    decidedCount,
  };
}

/** Why a bulk verdict cannot go on: no VSP/VSPP at all, or every one already decided; null when it can. */
export function bulkVerdictBlocker(plan: Pick<BulkVerdictPlan, "signatureCount" | "decidedCount">) {
  if (plan.signatureCount > 0) return null;
  return plan.decidedCount > 0 ? NO_UNDECIDED_SIGNATURES_ON_TIER : NO_SIGNATURES_TO_VERIFY;
}

/** "Approved 3 signatures on 2 comics": the toast, and the start of the log line. */
export function bulkVerdictSummary(
  verdict: SignatureVerdict,
  plan: Pick<BulkVerdictPlan, "signatureCount" | "comicCount">,
): string {
  const word = verdict === "approve" ? "Approved" : "Disapproved";
  return `${word} ${signaturesOnComics(plan.signatureCount, plan.comicCount)}`;
}

/**
 * The log line: "Approved 3 signatures on 2 comics: 001 Stan Lee (VSP); 002 Jack Kirby (VSPP), John
 * Romita (VSPP)", followed by ". Comment: <comment>" when one is given (a disapproval always has one).
 */
export function bulkVerdictLogText(
  verdict: SignatureVerdict,
  plan: BulkVerdictPlan,
  comment?: string | null,
): string {
  const named = plan.comics
    .map(
      ({ comic, changes }) => `${comic.id} ${changes.map((s) => `${s.name.trim()} (${s.type})`).join(", ")}`,
    )
    .join("; ");
  const text = `${bulkVerdictSummary(verdict, plan)}: ${named}`;
  const given = comment?.trim();
  return given ? `${text}. Comment: ${given}` : text;
}
