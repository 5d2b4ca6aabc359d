// A graded comic found by its 14-character unique id (certification number), for the reholder form
// (submissions-pricing §5 "Reholder", §7 "Get comic by unique id"). The form's own checks (raw grade,
// graded, type match) run on what this answers, in the domain (comic/reholder).
import type { TReholderComic } from "@gbo/contracts/catalog";
import { validateReholderSearch } from "@gbo/domain/comic";
import { formatGrade } from "@gbo/domain/display";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { comics } from "../../db/schema/index";
import { AppError } from "../../http/errors";

export const REHOLDER_NOT_FOUND = "No comic has this certification number.";

export async function findReholderComic(db: Db, typed: string): Promise<TReholderComic> {
  const checked = validateReholderSearch(typed);
  if (!checked.ok) throw new AppError("bad_request", checked.message);
  const [row] = await db.select().from(comics).where(eq(comics.uniqueId, checked.value)).limit(1);
  if (!row) throw new AppError("not_found", REHOLDER_NOT_FOUND);
  return {
    uniqueId: row.uniqueId,
    orderId: row.orderId,
    comicId: row.id,
    title: row.title,
    displayTitle: row.issue ? `${row.title} #${row.issue}` : row.title,
    issue: row.issue,
    year: row.displayYear ?? row.year,
    publisher: row.publisher,
    variant: row.variant,
    pedigree: row.collection,
    category: row.category,
    displayGrade: formatGrade(row.grade),
    grade: row.grade,
    pageQuality: row.pageQuality,
    restoration: row.restoration,
    collectibleType: row.collectibleType,
    mangaType: row.mangaType,
    isRawGrade: row.partialGrade,
    status: row.status,
    insured: row.insured,
  };
}
