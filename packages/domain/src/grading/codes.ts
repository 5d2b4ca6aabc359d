// Fast-pass and press codes with their labels (workflow §4, submissions §3 and §9).

/** Fast-pass codes a tier takes on the order screens: 1 to 4 (workflow §4). */
export const FAST_PASS_CODES = [1, 2, 3, 4] as const;

/** "Fast-pass labels: 1 Fast Pass, 2 Express, 3 ExpressPlus, 4 SuperExpress, 5 Priority, 6 Express." */
export const FAST_PASS_LABELS: Record<number, string> = {
  0: "Standard",
  1: "Fast Pass",
  2: "Express",
  3: "ExpressPlus",
  4: "SuperExpress",
  5: "Priority",
  6: "Express",
};

/** Press codes: 0, 1, 3 and 9 (9 for manga). */
export const PRESS_CODES = [0, 1, 3, 9] as const;

/** "Press speed labels: 1 Pressing, 2 Fast Pressing, 3 Pressing Express, 9 Cleaning" (0 is none). */
export const PRESS_LABELS: Record<number, string> = {
  0: "None",
  1: "Pressing",
  2: "Fast Pressing",
  3: "Pressing Express",
  9: "Cleaning",
};

export function fastPassLabel(code: number): string {
  return FAST_PASS_LABELS[code] ?? "Standard";
}

export function pressLabel(code: number): string {
  return PRESS_LABELS[code] ?? "None";
}

export function isFastPassCode(code: number): boolean {
  return (FAST_PASS_CODES as readonly number[]).includes(code);
}

/** The press codes offered for a collectible type: 9 (cleaning) only for manga. */
export function pressCodesFor(collectibleType: string): number[] {
  return PRESS_CODES.filter((code) => code !== 9 || collectibleType === "Manga");
}

/** "Fast pass supported from version 3" (workflow §9). */
export const FAST_PASS_MIN_VERSION = 3;
