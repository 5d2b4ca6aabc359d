// Signatures on a comic (workflow §3, §4, §5): the ASP -> VSP -> VSPP cycle, validity and dates,
// and the save checks with the spec's texts.
import {
  ASP_ONLY_ON_THIS_COMIC,
  DISAPPROVAL_COMMENT_REQUIRED,
  FAILED_VSP_NEEDS_DESCRIPTION,
  FAILED_VSPP_NEEDS_DESCRIPTION,
  ORIGINAL_ART_NEEDS_ONE_SIGNATURE,
  ORIGINAL_ART_REQUIRES_SIGNATURE,
  SIGNATURE_NAME_REQUIRED,
  signeeLineTooLong,
  TOO_MANY_SIGNATURES,
  VSP_WHILE_VSPP,
} from "../messages/workflow";
import { fail, ok, type Result } from "../workflow/result";
import { isUndecidedVerified } from "./signature-bulk";

export const SIGNATURE_TYPES = ["ASP", "VSP", "VSPP"] as const;
export type SignatureType = (typeof SIGNATURE_TYPES)[number];

/** "ASP Authentic, VSP Verified, VSPP Verified Plus" (workflow §3). */
export const SIGNATURE_TYPE_LABELS: Record<SignatureType, string> = {
  ASP: "Authentic",
  VSP: "Verified",
  VSPP: "Verified Plus",
};

export type Signature = {
  id?: string | number;
  name: string;
  /** YYYY-MM-DD, or null while undated. */
  date: string | null;
  type: SignatureType;
  label?: string;
  valid: boolean;
  /** Set when verification failed (the worker processed the signature as invalid). */
  processInvalid?: boolean;
  description?: string | null;
  isNew?: boolean;
  /** Marked for removal on the next save. */
  remove?: boolean;
};

/** "Up to 24 signature rows" (24 slots per comic); the form opens with 10 (submissions §9). */
export const MAX_SIGNATURE_ROWS = 24;
export const INITIAL_SIGNATURE_ROWS = 10;

/** Rows a submission's signature form opens with: 10, or as many as the comic already has, never above 24. */
export function initialSignatureRowCount(existing: number): number {
  return Math.min(MAX_SIGNATURE_ROWS, Math.max(INITIAL_SIGNATURE_ROWS, existing));
}

/** Empty rows the signature station's view adds after a comic's own (more come with "Add signature"). */
export const SPARE_SIGNATURE_ROWS = 1;
/** A comic with no signature opens with two empty rows. */
export const MIN_SIGNATURE_VIEW_ROWS = 2;

/**
 * Rows the signature station's view opens with: the comic's own plus one empty row (two for a comic with
 * none), never above 24. Ten empty slots (the submission form's) pushed Approve, Disapprove and Save
 * below the fold at 768 px (issue 29).
 */
export function signatureViewRowCount(existing: number): number {
  return Math.min(MAX_SIGNATURE_ROWS, Math.max(MIN_SIGNATURE_VIEW_ROWS, existing + SPARE_SIGNATURE_ROWS));
}

/** Signee lines: at most 110 characters, 80 for manga other than Zasshi (workflow §5). */
export const SIGNEE_LINE_MAX = 110;
export const SIGNEE_LINE_MAX_MANGA = 80;

/** Signatures that stay after the save (not marked for removal). */
export function activeSignatures<T extends Pick<Signature, "remove">>(signatures: readonly T[]): T[] {
  return signatures.filter((s) => !s.remove);
}

/** "Raw grade or witnessed-signature tiers force ASP." */
export function isAspForced(comic: { partialGrade?: boolean; isWitnessedSignature?: boolean }): boolean {
  return Boolean(comic.partialGrade || comic.isWitnessedSignature);
}

/** "VSP cannot be set while a VSPP exists." */
export function canSetVsp(signatures: readonly Pick<Signature, "type" | "remove">[]): boolean {
  return !activeSignatures(signatures).some((s) => s.type === "VSPP");
}

/**
 * The type after one click on the type button: ASP -> VSP -> VSPP -> ASP. When ASP is forced the type
 * stays ASP; when VSP is not allowed (a VSPP exists on another row) the cycle skips it.
 */
export function nextSignatureType(
  current: SignatureType,
  ctx: { isAspForced: boolean; isVspAllowed: boolean },
): SignatureType {
  if (ctx.isAspForced) return "ASP";
  const next: SignatureType = current === "ASP" ? "VSP" : current === "VSP" ? "VSPP" : "ASP";
  return next === "VSP" && !ctx.isVspAllowed ? "VSPP" : next;
}

/**
 * Whether one click from `current` skips VSP, and why: the text a worker sees instead of a type that
 * silently jumps from ASP to VSPP ("VSP cannot be set while a VSPP exists"). Null when nothing is skipped.
 */
export function skippedVspReason(
  current: SignatureType,
  ctx: { isAspForced: boolean; isVspAllowed: boolean },
): string | null {
  return !ctx.isAspForced && !ctx.isVspAllowed && current === "ASP" ? VSP_WHILE_VSPP : null;
}

/** "ASP is always valid and dated today by default. VSP and VSPP start invalid and undated." */
export function withSignatureType<T extends Signature>(signature: T, type: SignatureType, today: string): T {
  if (type === "ASP")
    return { ...signature, type, valid: true, date: signature.date ?? today, processInvalid: false };
  return { ...signature, type, valid: false, date: null };
}

/** A new signature row of a type, with its default validity and date. */
export function newSignature(name: string, type: SignatureType, today: string): Signature {
  return withSignatureType({ name, type, valid: false, date: null, isNew: true }, type, today);
}

/** "All Failed VSP Signatures require a description." / "All Failed VSP Plus Signatures ...". */
export function validateFailedSignatureDescriptions(signatures: readonly Signature[]): Result<null> {
  const failedWithout = (type: SignatureType) =>
    activeSignatures(signatures).some((s) => s.type === type && s.processInvalid && !s.description?.trim());
  if (failedWithout("VSP")) return fail(FAILED_VSP_NEEDS_DESCRIPTION);
  if (failedWithout("VSPP")) return fail(FAILED_VSPP_NEEDS_DESCRIPTION);
  return ok(null);
}

/** "Signature disapproval needs a comment." */
export function validateDisapproval(comment: string | null | undefined): Result<string> {
  const value = comment?.trim() ?? "";
  return value ? ok(value) : fail(DISAPPROVAL_COMMENT_REQUIRED);
}

export function validateSignatureRowCount(count: number): Result<number> {
  return count <= MAX_SIGNATURE_ROWS ? ok(count) : fail(TOO_MANY_SIGNATURES);
}

/** "Original-art tiers (OT, OE, ZO) need at least one signature" (workflow §5), fast-pass suffix ignored. */
export const ORIGINAL_ART_SIGNATURE_TIERS: readonly string[] = ["OT", "OE", "ZO"];

export function needsOriginalArtSignature(tierId: string): boolean {
  return ORIGINAL_ART_SIGNATURE_TIERS.includes(tierId.trim().toUpperCase().slice(0, 2));
}

/** "The last one cannot be removed": 'Original Art needs one signature'. */
export function canRemoveSignature(tierId: string, signatures: readonly Signature[]): Result<null> {
  if (needsOriginalArtSignature(tierId) && activeSignatures(signatures).length <= 1) {
    return fail(ORIGINAL_ART_NEEDS_ONE_SIGNATURE);
  }
  return ok(null);
}

/** Original-art signature enforcement starts above catalog version 13 (workflow §9). */
export const ORIGINAL_ART_ENFORCED_AFTER_VERSION = 13;
export const isOriginalArtSignatureEnforced = (version: number): boolean =>
  version > ORIGINAL_ART_ENFORCED_AFTER_VERSION;

/**
 * Saving an original-art comic with no signature: above version 13 it cannot be saved; at 13 or
 * below it saves with the note 'Please note that Original Art submissions require at least one
 * signature' as a warning.
 */
export function validateOriginalArtSave(input: {
  tierId: string;
  signatures: readonly Signature[];
  version: number;
}): Result<{ warning: string | null }> {
  if (!needsOriginalArtSignature(input.tierId) || activeSignatures(input.signatures).length > 0) {
    return ok({ warning: null });
  }
  if (isOriginalArtSignatureEnforced(input.version)) return fail(ORIGINAL_ART_REQUIRES_SIGNATURE);
  return ok({ warning: ORIGINAL_ART_REQUIRES_SIGNATURE });
}

export type Signee = { line1: string; line2?: string | null };

/** Longest signee line allowed: 80 for manga other than Zasshi, else 110. */
export function signeeLineMax(comic: { collectibleType: string; mangaType?: string | null }): number {
  return comic.collectibleType === "Manga" && comic.mangaType !== "Zasshi"
    ? SIGNEE_LINE_MAX_MANGA
    : SIGNEE_LINE_MAX;
}

export function validateSignees(
  signees: readonly Signee[],
  comic: { collectibleType: string; mangaType?: string | null },
): Result<readonly Signee[]> {
  const max = signeeLineMax(comic);
  const isTooLong = signees.some((s) => s.line1.length > max || (s.line2 ?? "").length > max);
  return isTooLong ? fail(signeeLineTooLong(max)) : ok(signees);
}

// ---- The signature view's save and the VSP approval (issue 11).

/** VSP and VSPP are the types a verifier approves or disapproves; ASP is always valid. */
export const isVerifiedType = (type: SignatureType): boolean => type === "VSP" || type === "VSPP";

/**
 * A row as it will be stored, given the stored row it replaces (none for a new row). The dates and
 * validity of workflow §4 hold whatever the client sends: ASP is valid and dated (today by default);
 * a VSP or VSPP that is new or just changed type starts invalid and undated; otherwise its verdict
 * stays as edited, a failed one never valid, a valid one dated.
 */
export function settleSignature<T extends Signature>(
  previous: Pick<Signature, "type"> | undefined,
  next: T,
  today: string,
): T {
  if (next.type === "ASP") return { ...next, valid: true, processInvalid: false, date: next.date ?? today };
  if (!previous || previous.type !== next.type)
    return { ...next, valid: false, processInvalid: false, date: null };
  const processInvalid = Boolean(next.processInvalid);
  const valid = next.valid && !processInvalid;
  return { ...next, valid, processInvalid, date: valid ? (next.date ?? today) : next.date };
}

/**
 * The save checks of the signature view, first failure wins: names, at most 24 rows, ASP only on raw
 * grade and witnessed comics, no VSP beside a VSPP, failed VSP/VSPP described, and original art (the
 * last signature cannot be removed; none at all refused above catalog version 13).
 */
export function validateSignatureSave(input: {
  tierId: string;
  partialGrade?: boolean;
  isWitnessedSignature?: boolean;
  /** Rows the comic has now (stored). */
  stored: readonly Signature[];
  /** Rows as sent; those with `remove` go. */
  signatures: readonly Signature[];
  version: number;
}): Result<{ warning: string | null }> {
  const kept = activeSignatures(input.signatures);
  if (kept.some((s) => !s.name.trim())) return fail(SIGNATURE_NAME_REQUIRED);
  const rows = validateSignatureRowCount(kept.length);
  if (!rows.ok) return rows;
  if (isAspForced(input) && kept.some((s) => s.type !== "ASP")) return fail(ASP_ONLY_ON_THIS_COMIC);
  if (kept.some((s) => s.type === "VSP") && !canSetVsp(kept)) return fail(VSP_WHILE_VSPP);
  const described = validateFailedSignatureDescriptions(kept);
  if (!described.ok) return described;
  if (
    needsOriginalArtSignature(input.tierId) &&
    kept.length === 0 &&
    activeSignatures(input.stored).length > 0
  )
    return fail(ORIGINAL_ART_NEEDS_ONE_SIGNATURE);
  return validateOriginalArtSave({ tierId: input.tierId, signatures: kept, version: input.version });
}

/**
 * Approval: every undecided VSP/VSPP becomes valid, dated today when undated. One already approved or
 * disapproved keeps its verdict and description (issue 29: a verdict decides only what is undecided; a
 * decided one changes in its own details).
 */
export function approveSignatures<T extends Signature>(signatures: readonly T[], today: string): T[] {
  return signatures.map((s) =>
    isUndecidedVerified(s) ? { ...s, valid: true, processInvalid: false, date: s.date ?? today } : s,
  );
}

/**
 * Disapproval (the comment is required): every undecided VSP/VSPP becomes invalid and failed, described
 * by its own text when one is given (keyed by signature id), else by the comment. Decided ones stay.
 */
export function disapproveSignatures<T extends Signature>(
  signatures: readonly T[],
  comment: string | null | undefined,
  descriptions: Readonly<Record<string, string>> = {},
): Result<T[]> {
  const checked = validateDisapproval(comment);
  if (!checked.ok) return checked;
  return ok(
    signatures.map((s) => {
      if (!isUndecidedVerified(s)) return s;
      const own = s.id === undefined ? "" : (descriptions[String(s.id)]?.trim() ?? "");
      return { ...s, valid: false, processInvalid: true, description: own || checked.value };
    }),
  );
}

/** "Stan Lee (VSP), Jack Kirby (ASP)", or "none": the readable part of a signature log line. */
export function describeSignatures(
  signatures: readonly Pick<Signature, "name" | "type" | "remove">[],
): string {
  const kept = activeSignatures(signatures);
  return kept.length ? kept.map((s) => `${s.name.trim()} (${s.type})`).join(", ") : "none";
}
export * from "./signature-bulk";
export { isSignatureDecided } from "./signature-decision";
export * from "./signature-messages";
