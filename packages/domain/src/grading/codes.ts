// Fast-pass and press codes (workflow §4). Their labels (submissions §9) are the pricing helper's,
// in catalog/display; re-exported here so the grade screens import one module.
export { FAST_PASS_LABELS, fastPassLabel, PRESS_SPEED_LABELS, pressLabel } from "../catalog/display";

/** Fast-pass codes a tier takes on the order screens: 1 to 4 (workflow §4). */
export const FAST_PASS_CODES = [1, 2, 3, 4] as const;

/** Press codes: 0, 1, 3 and 9 (9 for manga). */
export const PRESS_CODES = [0, 1, 3, 9] as const;

export function isFastPassCode(code: number): boolean {
  return (FAST_PASS_CODES as readonly number[]).includes(code);
}

/** The press codes offered for a collectible type: 9 (cleaning) only for manga. */
export function pressCodesFor(collectibleType: string): number[] {
  return PRESS_CODES.filter((code) => code !== 9 || collectibleType === "Manga");
}

/** "Fast pass supported from version 3" (workflow §9). */
export const FAST_PASS_MIN_VERSION = 3;
export const isFastPassSupported = (version: number): boolean => version >= FAST_PASS_MIN_VERSION;
