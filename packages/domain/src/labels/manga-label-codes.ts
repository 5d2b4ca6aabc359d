// The manga label codes (administration §3 "Manga buckets: CB, HR, LP, RB, SL and PF"; workflow §5 "Manga
// books need a label code"; issue 29 point 4). A manga's label prints on the stock its code names, so the
// code is one of these, chosen wherever it is entered; the write contracts take only this list
// (z.enum(MANGA_LABEL_CODES)). A stored code outside it (older data) still reads: its label is listed as
// not printable until a code is chosen.

/** The codes the manga labels print, in the queue's bucket order. */
export const MANGA_LABEL_CODES = ["CB", "HR", "LP", "RB", "SL", "PF"] as const;

export type MangaLabelCode = (typeof MANGA_LABEL_CODES)[number];

/** "CB, HR, LP, RB, SL or PF": the list as a sentence says it. */
export const MANGA_LABEL_CODES_TEXT = `${MANGA_LABEL_CODES.slice(0, -1).join(", ")} or ${MANGA_LABEL_CODES.at(-1)}`;

/** What a write answers for a code outside the list (the contracts' enum message). */
export const MANGA_LABEL_CODE_UNKNOWN = `Choose the manga label code: ${MANGA_LABEL_CODES_TEXT}.`;

/** A stored code outside the list, as the form says it beside the field. */
export const mangaLabelCodeNotPrinted = (code: string): string =>
  `${code} is not a label code the labels print: choose ${MANGA_LABEL_CODES_TEXT}.`;

/** True for exactly one of the codes (as stored: trimmed, upper case). */
export function isMangaLabelCode(code: string | null | undefined): code is MangaLabelCode {
  return (MANGA_LABEL_CODES as readonly string[]).includes(code ?? "");
}

/** A stored code read loosely (older rows: " hr"), or null when it is none of the list. */
export function mangaLabelCodeOf(code: string | null | undefined): MangaLabelCode | null {
  const normal = code?.trim().toUpperCase() ?? "";
  return isMangaLabelCode(normal) ? normal : null;
}
