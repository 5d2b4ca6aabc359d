// A submission's comics as the invoice rows the invoicing screen opens on (issue 30 points 1–2): each row
// holds comics sold alike, so it prices to the cents the submission charged and passes every §5 row rule
// as it opens. A tier whose comics differ splits into rows of one tier code, one fast-pass level, one
// press idea (none, pressing or fast pressing, press screening counted within), grade-screened or not,
// and — on a tier priced as a share of value — one insured value per comic (a row prices its average).
import { isShareOfValue } from "../catalog/fees";
import { tierIdWithFastPass } from "../catalog/tier-codes";
import type { FastPassValue, Tier } from "../catalog/types";
import { invoiceRowCounts } from "./from-comics";
import { emptyRow, type InvoicePress, type InvoiceTierRow } from "./types";

type SubmittedComic = Parameters<typeof invoiceRowCounts>[0][number] & { fastPassValue: FastPassValue };

/** The invoice press speed of a draft press code (§3 press codes; §4 "Press 1 is pressing, 2 is fast
 * press"): Fast Pressing (2) and Pressing Express (3) pay the press fast fee and are fast press; the
 * other codes (Pressing, 4, 5, Cleaning) pay the plain press fee and are pressing. A comic only press
 * screened is on a pressing row (its fee is the screening's at any speed). */
export function invoicePressOf(press: number, pressScreen: boolean): InvoicePress {
  if (press === 2 || press === 3) return 2;
  return press > 0 || pressScreen ? 1 : 0;
}

/** Whether a tier prices some fee as a share of the insured value (its rows then keep one value). */
const isSharePriced = (tier: Tier): boolean =>
  isShareOfValue(tier.value) || isShareOfValue(tier.pressValue) || isShareOfValue(tier.pressScreen);

/** A row id not yet used in the order: the tier code with its fast-pass letter (NW, VPE), then the
 * same with a part number 2, 3 … (NW2) for a further row of that tier (catalog parseTierId reads it). */
export function freeRowId(base: string, used: ReadonlySet<string>): string {
  if (!used.has(base)) return base;
  let part = 2;
  while (used.has(`${base}${part}`)) part += 1;
  return `${base}${part}`;
}

export type ConvertedRow = {
  row: InvoiceTierRow;
  /** The catalog code of the row's tier. */
  code: string;
  /** Indexes of the row's comics in the submission. */
  comics: number[];
};

/** The invoice rows of a submission's comics (`tiers[i]` is comic i's catalog tier), in first-comic
 * order. Each row: count and insured of its comics, their fast-pass level, press speed with press and
 * press screening counts adding up to the count when pressed, and the add-on counts they paid for. */
export function invoiceRowsOfComics(
  comics: readonly SubmittedComic[],
  tiers: readonly Tier[],
): ConvertedRow[] {
  type Group = { code: string; tier: Tier; level: FastPassValue; press: InvoicePress; comics: number[] };
  const groups = new Map<string, Group>();
  for (const [i, comic] of comics.entries()) {
    const tier = tiers[i];
    if (!tier) throw new RangeError(`comic ${i} has no tier`);
    const press = invoicePressOf(comic.press, comic.pressScreen);
    const key = [
      tier.id,
      comic.fastPassValue,
      press,
      comic.gradeScreen > 0,
      isSharePriced(tier) ? comic.insured : "",
    ].join("|");
    const group = groups.get(key) ?? { code: tier.id, tier, level: comic.fastPassValue, press, comics: [] };
    group.comics.push(i);
    groups.set(key, group);
  }
  const used = new Set<string>();
  return [...groups.values()].map((group) => {
    const id = freeRowId(tierIdWithFastPass(group.code, group.level), used);
    used.add(id);
    const sold = group.comics.map((i) => comics[i] as SubmittedComic);
    const { insured, counts } = invoiceRowCounts(sold);
    const row: InvoiceTierRow = {
      ...emptyRow(id, group.tier.label),
      ...counts,
      count: sold.reduce((n, c) => n + c.quantity, 0),
      insured,
      fastPass: group.level,
      press: group.press,
    };
    return { row, code: group.code, comics: group.comics };
  });
}
