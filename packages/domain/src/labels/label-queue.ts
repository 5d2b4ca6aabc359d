// The worker label queue (administration §3 "Worker label queue", §4 "Label queue"; issue 17): comics
// are grouped into buckets that print on their own label stock, each bucket starting a new sheet.
import { MANGA_LABEL_CODES, mangaLabelCodeOf } from "./manga-label-codes";

/** Worker label queue buckets: Comic and Magazine by grade, Manga by label code. */
export const LABEL_BUCKETS: Readonly<Record<"Comic" | "Magazine" | "Manga", readonly string[]>> = {
  Comic: ["10", "99", "98", "gg"],
  Magazine: ["10", "99", "98", "gg"],
  Manga: MANGA_LABEL_CODES,
};

export type LabelCollectibleType = keyof typeof LABEL_BUCKETS;

/** Labels on one printed sheet (two columns of five on US Letter); a bucket starts a new sheet. */
export const LABELS_PER_SHEET = 10;

/**
 * The bucket a comic's label prints in. Comics and magazines: a 10 prints on "10" stock, 9.9 on "99",
 * 9.8 on "98", every other grade, a raw grade and a reject on the general "gg" stock (certified and
 * witness). Manga: the book's label code (CB, HR, LP, RB, SL, PF); a code outside the list is null, so
 * the queue can say so rather than print it on the wrong stock.
 */
export function labelBucket(
  collectibleType: LabelCollectibleType,
  comic: { grade: number | null; partialGrade: boolean; reject: boolean; mangaLabelCode: string | null },
): string | null {
  if (collectibleType === "Manga") return mangaLabelCodeOf(comic.mangaLabelCode);
  if (comic.reject || comic.partialGrade || comic.grade === null) return "gg";
  if (comic.grade >= 10) return "10";
  if (comic.grade >= 9.9) return "99";
  if (comic.grade >= 9.8) return "98";
  return "gg";
}

/** Sheets a bucket of `labels` labels takes. */
export function bucketPages(labels: number): number {
  return Math.ceil(Math.max(0, labels) / LABELS_PER_SHEET);
}

/** "It can be cleared only when the total page count is above 0." */
export function totalPages(bucketSizes: readonly number[]): number {
  return bucketSizes.reduce((sum, size) => sum + bucketPages(size), 0);
}
