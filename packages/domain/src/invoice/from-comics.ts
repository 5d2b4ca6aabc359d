// What an invoice row and the order's signature counters hold for comics already described (a submission
// built comic by comic): the invoicing screen opens on these counts, which the invoicer then confirms.
import { GRADE_SCREEN_ZEROES_FEES_ABOVE } from "../pricing/comic-quote";
import type { ComicDraft } from "../pricing/types";
import { gradeBalanceKey } from "./exclusivity";
import type { InvoiceAddOnCounts, SubCountField } from "./types";

type CountedComic = Pick<
  ComicDraft,
  | "quantity"
  | "insured"
  | "press"
  | "pressScreen"
  | "gradeScreen"
  | "partialGrade"
  | "image"
  | "international"
  | "signatures"
>;

/** Insured (cents, per comic × quantity) and add-on counts of one tier's comics, counting what the
 * comics were charged for: a raw grade is the partial grade; press screening counts instead of press
 * when both are on (§4 "replaces the press fee"); image and international of a comic screened above 1
 * are not counted (§4: they are zeroed); original art and slab only are not counted — an artwork or
 * slab comic is on its own tier (OA, SO …), whose fee is that service, and the invoice's counts of
 * them are the MD / 2D … options (§5), priced apart. */
export function invoiceRowCounts(comics: readonly CountedComic[]): {
  insured: number;
  counts: Record<SubCountField, number>;
} {
  const counts: Record<SubCountField, number> = {
    imageCount: 0,
    internationalCount: 0,
    originalArtworkCount: 0,
    slabOnlyCount: 0,
    pressCount: 0,
    pressScreenCount: 0,
    rawGradeCount: 0,
    screeningCount: 0,
    rawGradeScreeningBoth: 0,
    processingCount: 0,
  };
  let insured = 0;
  for (const c of comics) {
    const n = c.quantity;
    insured += c.insured * n;
    const isBilledExtras = c.gradeScreen <= GRADE_SCREEN_ZEROES_FEES_ABOVE;
    if (c.image && isBilledExtras) counts.imageCount += n;
    if (c.international && isBilledExtras) counts.internationalCount += n;
    if (c.pressScreen) counts.pressScreenCount += n;
    else if (c.press > 0) counts.pressCount += n;
    const grade = gradeBalanceKey({ rawGrade: c.partialGrade, gradeScreen: c.gradeScreen > 0 });
    if (grade) counts[grade] += n;
  }
  return { insured, counts };
}

/** The order's signature counters: a comic with a signature of a type counts once as primary, and each
 * further signature of that type on it once as secondary. `isAspFree(i)`: comic i's ASP was not charged
 * (§9 "priced zero for onsite artwork"), so it is not counted. */
export function invoiceAddOnCountsOf(
  comics: readonly Pick<CountedComic, "quantity" | "signatures">[],
  isAspFree: (index: number) => boolean = () => false,
) {
  const counts: InvoiceAddOnCounts = {
    aspComicsCount: 0,
    vspPrimaryComicsCount: 0,
    vspSecondryComicsCount: 0,
    vsppPrimaryComicsCount: 0,
    vsppSecondryComicsCount: 0,
  };
  for (const [i, c] of comics.entries()) {
    const of = (type: string) => c.signatures.filter((s) => s.type === type).length;
    const [asp, vsp, vspp] = [of("ASP"), of("VSP"), of("VSPP")];
    if (asp > 0 && !isAspFree(i)) counts.aspComicsCount += c.quantity;
    if (vsp > 0) {
      counts.vspPrimaryComicsCount += c.quantity;
      counts.vspSecondryComicsCount += (vsp - 1) * c.quantity;
    }
    if (vspp > 0) {
      counts.vsppPrimaryComicsCount += c.quantity;
      counts.vsppSecondryComicsCount += (vspp - 1) * c.quantity;
    }
  }
  return counts;
}
