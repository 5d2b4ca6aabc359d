// The lookup catalogue behind GET /api/data/values/{name}: real series titles (comics, magazines, manga),
// publishers, variant descriptions and creators. Kept as compact text (one "Title|Publisher|Start|End"
// per line) in .ts modules so the server bundle carries it; parsed once at seed time.
import type { lookupValues } from "../../../db/schema/index";
import { COMIC_TITLES_DC } from "./comic-titles-dc";
import { COMIC_TITLES_GOLDEN_AGE } from "./comic-titles-golden-age";
import { COMIC_TITLES_INDEPENDENT } from "./comic-titles-independent";
import { COMIC_TITLES_MARVEL } from "./comic-titles-marvel";
import { COMIC_TITLES_MORE } from "./comic-titles-more";
import { COMIC_TITLES_MORE_DC } from "./comic-titles-more-dc";
import { MAGAZINE_TITLES } from "./magazine-titles";
import { MANGA_TITLES } from "./manga-titles";
import { PUBLISHERS, SIGNEES, VARIANTS } from "./names";

type LookupRow = typeof lookupValues.$inferInsert;
type Kind = LookupRow["kind"];

/** "Title|Publisher|Start|End" lines (publisher and years optional; "-" or empty means unknown). */
export function parseTitleLines(kind: Kind, text: string): LookupRow[] {
  const rows: LookupRow[] = [];
  for (const line of text.split("\n")) {
    const [value, publisher, start, end] = line.split("|").map((part) => part.trim());
    if (!value) continue;
    const year = (part: string | undefined) => (part && /^\d{4}$/.test(part) ? Number(part) : null);
    rows.push({ kind, value, publisher: publisher || null, startYear: year(start), endYear: year(end) });
  }
  return rows;
}

const names = (kind: Kind, list: readonly string[]): LookupRow[] => list.map((value) => ({ kind, value }));

/** Every row, titles de-duplicated per kind (same title and publisher and start year once). */
export const LOOKUP_ROWS: LookupRow[] = dedupe([
  ...parseTitleLines("title", COMIC_TITLES_MARVEL),
  ...parseTitleLines("title", COMIC_TITLES_DC),
  ...parseTitleLines("title", COMIC_TITLES_INDEPENDENT),
  ...parseTitleLines("title", COMIC_TITLES_GOLDEN_AGE),
  ...parseTitleLines("title", COMIC_TITLES_MORE),
  ...parseTitleLines("title", COMIC_TITLES_MORE_DC),
  ...parseTitleLines("gtitle", MAGAZINE_TITLES),
  ...parseTitleLines("mtitle", MANGA_TITLES),
  ...names("publisher", PUBLISHERS),
  ...names("variant", VARIANTS),
  ...names("signee", SIGNEES),
]);

function dedupe(rows: LookupRow[]): LookupRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.kind}|${row.value.toLowerCase()}|${row.publisher ?? ""}|${row.startYear ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
