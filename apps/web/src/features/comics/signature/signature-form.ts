// The signature view's form state: rows read from the comic (its own plus one empty row, up to 24),
// the type cycle, removal, the live category and the save body. The rules are the domain's; the server
// enforces them again.

import type { TComicSignaturesBody } from "@gbo/contracts/comics";
import type { TComic } from "@gbo/contracts/orders";
import { DEFAULT_CATALOG_VERSION } from "@gbo/domain/catalog";
import { deriveCategory } from "@gbo/domain/grading";
import {
  activeSignatures,
  canRemoveSignature,
  canSetVsp,
  isAspForced,
  MAX_SIGNATURE_ROWS,
  nextSignatureType,
  type Signature,
  type SignatureType,
  signatureViewRowCount,
  skippedVspReason,
  validateSignatureSave,
  withSignatureType,
} from "@gbo/domain/signatures";
import type { Result } from "@gbo/domain/workflow";

export type SignatureRowForm = {
  /** Stable React key (slots have no id until saved). */
  key: string;
  id?: number;
  name: string;
  date: string | null;
  type: SignatureType;
  valid: boolean;
  processInvalid: boolean;
  description: string;
  remove: boolean;
};

/** The catalog version original art is checked against; orders carry none, so the current one. */
export const CATALOG_VERSION = DEFAULT_CATALOG_VERSION;

let slot = 0;
const nextKey = () => {
  slot += 1;
  return `slot-${slot}`;
};

/** An empty slot: ASP until typed (the spec's default type), not sent until it has a name. */
export function blankRow(): SignatureRowForm {
  return {
    key: nextKey(),
    name: "",
    date: null,
    type: "ASP",
    valid: true,
    processInvalid: false,
    description: "",
    remove: false,
  };
}

export function rowsOf(comic: Pick<TComic, "signatures">): SignatureRowForm[] {
  const stored = comic.signatures.map((s) => ({
    key: `id-${s.id}`,
    id: s.id,
    name: s.name,
    date: s.date,
    type: s.type,
    valid: s.valid,
    processInvalid: s.processInvalid,
    description: s.description ?? "",
    remove: false,
  }));
  const blanks = Array.from(
    { length: Math.max(0, signatureViewRowCount(stored.length) - stored.length) },
    blankRow,
  );
  return [...stored, ...blanks];
}

/** A slot that takes part in the save: a stored row, or a new one with a name. */
export const isFilled = (row: SignatureRowForm): boolean => row.id !== undefined || row.name.trim() !== "";

export function toDomain(row: SignatureRowForm): Signature {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    type: row.type,
    valid: row.valid,
    processInvalid: row.processInvalid,
    description: row.description,
    remove: row.remove,
  };
}

/** The rows that count (filled and not removed), as the domain sees them. */
export const keptSignatures = (rows: readonly SignatureRowForm[]): Signature[] =>
  activeSignatures(rows.filter(isFilled).map(toDomain));

type ComicFlags = Pick<TComic, "tierId" | "partialGrade" | "isWitnessedSignature" | "reject">;

/** One click on a row's type button: ASP → VSP → VSPP → ASP, VSP skipped while another row is VSPP. */
export function cycleType(
  rows: readonly SignatureRowForm[],
  index: number,
  comic: ComicFlags,
  today: string,
): SignatureRowForm[] {
  const row = rows[index];
  if (!row) return [...rows];
  const others = keptSignatures(rows.filter((_, i) => i !== index));
  const type = nextSignatureType(row.type, {
    isAspForced: isAspForced(comic),
    isVspAllowed: canSetVsp(others),
  });
  const changed = withSignatureType({ ...toDomain(row), processInvalid: row.processInvalid }, type, today);
  return rows.map((r, i) =>
    i === index
      ? {
          ...r,
          type,
          valid: changed.valid,
          date: changed.date,
          processInvalid: type === "ASP" ? false : r.type === type && r.processInvalid,
        }
      : r,
  );
}

/** Why one click on a row's type button skips VSP ("VSP cannot be set while a VSPP signature exists."). */
export function cycleHint(
  rows: readonly SignatureRowForm[],
  index: number,
  comic: Pick<TComic, "partialGrade" | "isWitnessedSignature">,
): string | null {
  const row = rows[index];
  if (!row) return null;
  const others = keptSignatures(rows.filter((_, i) => i !== index));
  return skippedVspReason(row.type, { isAspForced: isAspForced(comic), isVspAllowed: canSetVsp(others) });
}

/** Whether VSP is out of a row's cycle now (another row is VSPP): the type button says so. */
export function isVspBlocked(rows: readonly SignatureRowForm[], index: number): boolean {
  return !canSetVsp(keptSignatures(rows.filter((_, i) => i !== index)));
}

/**
 * The remove button: a stored row is marked (and can be taken back), a new one emptied. The last
 * signature of an original-art comic stays ('Original Art needs one signature').
 */
export function removeRow(
  rows: readonly SignatureRowForm[],
  index: number,
  tierId: string,
): Result<SignatureRowForm[]> {
  const row = rows[index];
  if (!row) return { ok: true, value: [...rows] };
  if (row.remove) return { ok: true, value: rows.map((r, i) => (i === index ? { ...r, remove: false } : r)) };
  if (isFilled(row)) {
    const checked = canRemoveSignature(tierId, keptSignatures(rows));
    if (!checked.ok) return checked;
  }
  return {
    ok: true,
    value: rows.map((r, i) =>
      i !== index ? r : r.id === undefined ? { ...blankRow(), key: r.key } : { ...r, remove: true },
    ),
  };
}

export const canAddRow = (rows: readonly SignatureRowForm[]): boolean => rows.length < MAX_SIGNATURE_ROWS;

/** The category the rows give, as it will be stored (a rejected comic has none). */
export function liveCategory(comic: ComicFlags, rows: readonly SignatureRowForm[]): string | null {
  if (comic.reject) return null;
  return deriveCategory({
    tierId: comic.tierId,
    partialGrade: comic.partialGrade,
    signatures: keptSignatures(rows),
  });
}

/** The server's save checks, repeated for instant feedback. */
export function checkSave(comic: ComicFlags & Pick<TComic, "signatures">, rows: readonly SignatureRowForm[]) {
  return validateSignatureSave({
    tierId: comic.tierId,
    partialGrade: comic.partialGrade,
    isWitnessedSignature: comic.isWitnessedSignature,
    stored: comic.signatures.map((s) => ({ ...s, label: s.label ?? undefined })),
    signatures: rows.filter(isFilled).map(toDomain),
    version: CATALOG_VERSION,
  });
}

export function bodyOf(rows: readonly SignatureRowForm[], version: number): TComicSignaturesBody {
  return {
    version,
    signatures: rows.filter(isFilled).map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      name: row.name.trim(),
      date: row.date || null,
      type: row.type,
      valid: row.valid,
      processInvalid: row.processInvalid,
      description: row.description.trim() || null,
      remove: row.remove,
    })),
  };
}

/** Unsaved changes: what would be sent differs from the comic's rows. */
export function isDirty(comic: Pick<TComic, "signatures">, rows: readonly SignatureRowForm[]): boolean {
  return JSON.stringify(bodyOf(rows, 0)) !== JSON.stringify(bodyOf(rowsOf(comic), 0));
}

/** Validity as a worker reads it. */
export function validityText(row: Pick<SignatureRowForm, "type" | "valid" | "processInvalid">): string {
  if (row.processInvalid) return "Failed";
  if (row.valid) return "Valid";
  return row.type === "ASP" ? "Valid" : "Not verified";
}

/** UTC calendar date, as the server dates signatures. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);
