// The reholder rules of the pre-receiving save (submissions-pricing §5 "Reholder"): each new reholder (or
// one whose certification number changed) must name a graded comic of the submission's type, not a raw
// grade, and its insured value may not exceed what its tier has left ('Sorry You can not enter Insured
// amount more than N'). The form checks the same in the browser; the server is the one that decides.
import type { TPreReceiveComic } from "@gbo/contracts/invoicing";
import { MAX_INSURED_CENTS } from "@gbo/domain/catalog";
import { balancesFor, type PreReceivingTier, validateReholder } from "@gbo/domain/comic";
import { inArray } from "drizzle-orm";
import { comics, type OrderRow } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import type { Tx } from "../orders/index";

export const PRERECEIVE_REHOLDER_NOT_FOUND = "No graded comic has this certification number.";

export async function checkReholders(input: {
  tx: Tx;
  order: Pick<OrderRow, "collectibleType" | "mangaType" | "countryCode" | "addOnCounts">;
  tiers: readonly PreReceivingTier[];
  comics: readonly TPreReceiveComic[];
  saved: readonly TPreReceiveComic[];
}): Promise<void> {
  const savedById = new Map(input.saved.map((c) => [c.id, c]));
  const checked = input.comics
    .map((comic, index) => ({ comic, index }))
    .filter(({ comic }) => {
      if (!comic.reholder) return false;
      const before = comic.id === null ? undefined : savedById.get(comic.id);
      return !before || before.reholderId !== comic.reholderId || before.insured !== comic.insured;
    });
  if (checked.length === 0) return;
  const ids = checked.map(({ comic }) => (comic.reholderId ?? "").toUpperCase()).filter(Boolean);
  const rows =
    ids.length === 0
      ? []
      : await input.tx
          .select({
            uniqueId: comics.uniqueId,
            category: comics.category,
            grade: comics.grade,
            collectibleType: comics.collectibleType,
            mangaType: comics.mangaType,
          })
          .from(comics)
          .where(inArray(comics.uniqueId, ids));
  const found = new Map(rows.map((row) => [row.uniqueId, row]));
  for (const { comic, index } of checked) {
    const candidate = found.get((comic.reholderId ?? "").toUpperCase());
    if (!candidate) throw new AppError("bad_request", PRERECEIVE_REHOLDER_NOT_FOUND);
    const tier = input.tiers.find((t) => t.id === comic.tierId);
    const left = tier
      ? balancesFor({
          tier,
          addOnCounts: input.order.addOnCounts,
          others: input.comics.filter((_, i) => i !== index),
        }).remainingInsured
      : null;
    const result = validateReholder({
      candidate,
      submission: {
        collectibleType: input.order.collectibleType,
        mangaType: input.order.mangaType,
        country: input.order.countryCode,
      },
      insuredCents: comic.insured,
      remainingInsuredCents: left ?? MAX_INSURED_CENTS,
    });
    if (!result.ok) throw new AppError("bad_request", result.message);
  }
}
