// Signatures on a comic (workflow §3, §4, §5): the ASP -> VSP -> VSPP cycle, validity and dates,
// and the save checks with the spec's texts.
import {
  DISAPPROVAL_COMMENT_REQUIRED,
  FAILED_VSP_NEEDS_DESCRIPTION,
  FAILED_VSPP_NEEDS_DESCRIPTION,
  ORIGINAL_ART_NEEDS_ONE_SIGNATURE,
  ORIGINAL_ART_REQUIRES_SIGNATURE,
  signeeLineTooLong,
  TOO_MANY_SIGNATURES,
} from "../messages/workflow";
import { fail, ok, type Result } from "../workflow/result";

export type SignatureType = "ASP" | "VSP" | "VSPP";

export const SIGNATURE_TYPES: readonly SignatureType[] = ["ASP", "VSP", "VSPP"];

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

/** Rows the signature form opens with: 10, or as many as the comic already has, never above 24. */
export function initialSignatureRowCount(existing: number): number {
  return Math.min(MAX_SIGNATURE_ROWS, Math.max(INITIAL_SIGNATURE_ROWS, existing));
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
