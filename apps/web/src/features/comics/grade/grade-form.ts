// The grade view's form state: read from the comic, turned into the save body and into the domain's
// input so the browser repeats the server's checks for instant feedback.

import type { TComicGradeBody } from "@gbo/contracts/comics";
import type { TComic } from "@gbo/contracts/orders";
import { formatGrade, type GradeSaveComic, type GradeSaveInput } from "@gbo/domain/grading";
import { mangaLabelCodeAsSent } from "../../../ui/manga-label-code-select";

export type GradeForm = {
  /** As typed; parsed on save. */
  grade: string;
  pageQuality: string;
  restoration: string;
  looksBetter: boolean;
  partialGrade: boolean;
  artwork: boolean;
  isSlab: boolean;
  isWitnessedSignature: boolean;
  press: number;
  reject: boolean;
  rejectFees: string;
  signees: { line1: string; line2: string }[];
  artists: string[];
  keyComments: string[];
  backLabels: string[];
  mangaLabelCode: string;
  note: string;
};

export function formOf(comic: TComic): GradeForm {
  return {
    grade: comic.grade === null ? "" : formatGrade(comic.grade),
    pageQuality: comic.pageQuality ?? "",
    restoration: comic.restoration ?? "",
    looksBetter: comic.looksBetter,
    partialGrade: comic.partialGrade,
    artwork: comic.artwork,
    isSlab: comic.isSlab,
    isWitnessedSignature: comic.isWitnessedSignature,
    press: comic.press,
    reject: comic.reject,
    rejectFees: comic.rejectFees === null ? "" : String(comic.rejectFees / 100),
    signees: comic.signees.length
      ? comic.signees.map((s) => ({ line1: s.line1, line2: s.line2 ?? "" }))
      : [{ line1: "", line2: "" }],
    artists: comic.artists,
    keyComments: comic.keyComments,
    backLabels: comic.backLabels,
    mangaLabelCode: comic.mangaLabelCode ?? "",
    note: "",
  };
}

/** A typed grade as a number ("9.8", "10"), or null when the field is empty. NaN stays off the scale. */
export function parseGrade(text: string): number | null {
  const trimmed = text.trim();
  return trimmed ? Number(trimmed) : null;
}

export function domainComicOf(comic: TComic): GradeSaveComic {
  return {
    tierId: comic.tierId,
    tierDays: comic.days,
    insuredCents: Math.round(comic.insured * 100),
    gradeScreen: comic.gradeScreen,
    collectibleType: comic.collectibleType,
    mangaType: comic.mangaType,
    status: comic.status,
    updatedStatus: comic.updatedStatus,
    press: comic.press,
    signatures: comic.signatures,
  };
}

export function domainInputOf(form: GradeForm, confirmBelowScreen: boolean): GradeSaveInput {
  return {
    ...form,
    grade: parseGrade(form.grade),
    pageQuality: form.pageQuality || null,
    restoration: form.restoration || null,
    rejectFees: form.rejectFees,
    mangaLabelCode: form.mangaLabelCode || null,
    confirmBelowScreen,
  };
}

export function bodyOf(form: GradeForm, version: number, confirmBelowScreen: boolean): TComicGradeBody {
  const input = domainInputOf(form, confirmBelowScreen);
  return {
    ...input,
    version,
    grade: input.grade !== null && Number.isFinite(input.grade) ? input.grade : null,
    signees: input.signees.map((s) => ({ line1: s.line1, line2: s.line2 || null })),
    artists: [...input.artists],
    keyComments: [...input.keyComments],
    backLabels: [...input.backLabels],
    mangaLabelCode: input.mangaLabelCode === null ? null : mangaLabelCodeAsSent(input.mangaLabelCode),
    note: form.note.trim() || null,
  };
}
