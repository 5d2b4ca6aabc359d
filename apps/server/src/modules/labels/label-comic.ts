// A stored comic row as the domain's LabelComic: the one mapping the queue, the PDFs, relabel and the
// demo seed share, so what the queue shows is what prints.
import { type LabelComic, type LabelText, labelText } from "@gbo/domain/labels";
import type { comics } from "../../db/schema/index";

type ComicRow = typeof comics.$inferSelect;

/** The columns a label needs (select these, not the whole row). */
export type LabelComicRow = Pick<
  ComicRow,
  | "uniqueId"
  | "title"
  | "issue"
  | "year"
  | "displayYear"
  | "noYear"
  | "publisher"
  | "noPublisher"
  | "grade"
  | "partialGrade"
  | "reject"
  | "category"
  | "signees"
  | "keyComments"
  | "pageQuality"
  | "restoration"
>;

export function toLabelComic(row: LabelComicRow): LabelComic {
  return {
    uniqueId: row.uniqueId,
    title: row.title,
    issue: row.issue,
    year: row.year,
    displayYear: row.displayYear,
    noYear: row.noYear,
    publisher: row.publisher,
    noPublisher: row.noPublisher,
    grade: row.grade,
    partialGrade: row.partialGrade,
    reject: row.reject,
    category: row.category,
    signees: row.signees,
    keyComments: row.keyComments,
    pageQuality: row.pageQuality,
    restoration: row.restoration,
  };
}

export const labelOf = (row: LabelComicRow): LabelText => labelText(toLabelComic(row));
