// A tier row of the invoicing screen (submissions-pricing §3 "Tier row in an invoice") and the order's
// signature add-on counters ("Addons counters").
import type { FastPassValue } from "../catalog/types";

/** Press speed of an invoice row: 0 none, 1 pressing, 2 fast press (§4 "Press 1 is pressing, 2 is fast press"). */
export const INVOICE_PRESS_SPEEDS = [0, 1, 2] as const;
export type InvoicePress = (typeof INVOICE_PRESS_SPEEDS)[number];

export type InvoiceTierRow = {
  /** Invoicing tier id: MD, 2D, EX, RP, 1D, VG, RH (or another catalog code). */
  id: string;
  label: string;
  count: number;
  /** Declared value of the whole row, cents. */
  insured: number;
  /** Fast-pass level of the row's comics (catalog FAST_PASS_VALUES: 0 none, 1 Fast Pass, 2 Express,
   * 3 Express Plus, 4 Super Express, 5 Priority, 6 Express), as the submission sold it. */
  fastPass: FastPassValue;
  /** Press speed of the row: 1 pressing, 2 fast press. */
  press: InvoicePress;
  imageCount: number;
  internationalCount: number;
  originalArtworkCount: number;
  slabOnlyCount: number;
  pressCount: number;
  pressScreenCount: number;
  rawGradeCount: number;
  screeningCount: number;
  rawGradeScreeningBoth: number;
  processingCount: number;
};

/** Sub-count fields of a row, the ones bounded by its comic count. */
export const SUB_COUNT_FIELDS = [
  "imageCount",
  "internationalCount",
  "originalArtworkCount",
  "slabOnlyCount",
  "pressCount",
  "pressScreenCount",
  "rawGradeCount",
  "screeningCount",
  "rawGradeScreeningBoth",
  "processingCount",
] as const satisfies ReadonlyArray<keyof InvoiceTierRow>;
export type SubCountField = (typeof SUB_COUNT_FIELDS)[number];

export type InvoiceAddOnCounts = {
  aspComicsCount: number;
  vspPrimaryComicsCount: number;
  vspSecondryComicsCount: number;
  vsppPrimaryComicsCount: number;
  vsppSecondryComicsCount: number;
};

export function emptyRow(id: string, label: string): InvoiceTierRow {
  return {
    id,
    label,
    count: 0,
    insured: 0,
    fastPass: 0,
    press: 0,
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
}
