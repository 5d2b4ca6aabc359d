// Display rules of submissions-pricing §9: turnaround text, age bands, press and fast-pass labels.

/** Turnaround text: 1 day is '1 business day'; below `weeksFrom` days it is business days; otherwise
 * weeks rounded up. tat uses 7, tat2 uses 5 (§9). */
function turnaround(days: number, weeksFrom: number): string {
  if (days === 1) return "1 business day";
  if (days < weeksFrom) return `${days} business days`;
  const weeks = Math.ceil(days / 7);
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}

export const tat = (days: number): string => turnaround(days, 7);
export const tat2 = (days: number): string => turnaround(days, 5);

export type AgeBand = "Platinum" | "Golden" | "Atom" | "Silver" | "Bronze" | "Copper" | "Modern" | "Unknown";

const AGE_BANDS: ReadonlyArray<[before: number, band: AgeBand]> = [
  [1938, "Platinum"],
  [1945, "Golden"],
  [1956, "Atom"],
  [1970, "Silver"],
  [1984, "Bronze"],
  [1992, "Copper"],
];

/** Age band by year; anything that is not a number (e.g. '' or 'n/a') is Unknown. */
export function ageBand(year: number | string | null | undefined): AgeBand {
  // A typed year counts only when it is digits: Number(" ") is 0 and Number("0x7B") is 123.
  const n =
    typeof year === "number"
      ? year
      : typeof year === "string" && /^\s*\d+\s*$/.test(year)
        ? Number(year)
        : Number.NaN;
  if (!Number.isFinite(n)) return "Unknown";
  for (const [before, band] of AGE_BANDS) if (n < before) return band;
  return "Modern";
}

export const PRESS_SPEED_LABELS: Readonly<Record<number, string>> = {
  1: "Pressing",
  2: "Fast Pressing",
  3: "Pressing Express",
  9: "Cleaning",
};

export const FAST_PASS_LABELS: Readonly<Record<number, string>> = {
  1: "Fast Pass",
  2: "Express",
  3: "ExpressPlus",
  4: "SuperExpress",
  5: "Priority",
  6: "Express",
};

export const pressLabel = (press: number): string => PRESS_SPEED_LABELS[press] ?? "";
export const fastPassLabel = (value: number): string => FAST_PASS_LABELS[value] ?? "";
