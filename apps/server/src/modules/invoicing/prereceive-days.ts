// A routed tier's promised days (issue 30 point 4): what each of its comics was sold, read by the domain's
// one turnaround rule (catalog/promised-days.ts); the tier is due when its slowest comic is.
import { type Catalog, type Country, type FastPassValue, orderTierPromisedDays } from "@gbo/domain/catalog";
import type { TierRow } from "../../db/schema/index";

type SoldComic = { id: string; tierId: string; pressScreen: boolean; partialGrade: boolean };
type SoldSignature = { comicId: string; type: string };

export function tierPromisedDays(input: {
  catalog: Catalog;
  country: Country;
  tier: Pick<TierRow, "id" | "fastPass" | "days" | "invoiceCounts">;
  comics: readonly SoldComic[];
  signatures: readonly SoldSignature[];
}): number {
  const { tier } = input;
  const sold = (over: { pressScreen: boolean; partialGrade?: boolean; signatureKinds: string[] }) =>
    orderTierPromisedDays(input.catalog, input.country, {
      tierId: tier.id,
      fastPassValue: tier.fastPass as FastPassValue,
      ...over,
    });
  const own = input.comics.filter((c) => c.tierId === tier.id);
  const days =
    own.length > 0
      ? own.map((comic) =>
          sold({
            pressScreen: comic.pressScreen,
            partialGrade: comic.partialGrade,
            signatureKinds: input.signatures.filter((s) => s.comicId === comic.id).map((s) => s.type),
          }),
        )
      : [sold({ pressScreen: (tier.invoiceCounts.pressScreenCount ?? 0) > 0, signatureKinds: [] })];
  const known = days.filter((d): d is number => d !== undefined);
  // A tier the catalog no longer prices keeps the days it was stored with.
  return known.length > 0 ? Math.max(...known) : tier.days;
}
