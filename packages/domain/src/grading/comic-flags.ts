// What the grade screen's actions do to a comic (workflow §4): reject, raw grade, the exclusive
// artwork / slab / witnessed toggles, and the press toggle.

/** The grading fields reject and raw grade clear. */
export type GradeFields = {
  grade: number | null;
  restoration: string | null;
  pageQuality: string | null;
  looksBetter: boolean;
  signees: readonly { line1: string; line2?: string | null }[];
  artists: readonly string[];
  keyComments: readonly string[];
  backLabels: readonly string[];
  category: string | null;
  reject?: boolean;
  partialGrade?: boolean;
};

const CLEARED = {
  grade: null,
  restoration: null,
  pageQuality: null,
  looksBetter: false,
  artists: [],
  keyComments: [],
  backLabels: [],
} as const;

/** "Reject sets the reject flag and clears grade, restoration, page quality, looksBetter, signees,
 * artists, key comments, back labels and category." */
export function applyReject<T extends GradeFields>(comic: T): T {
  return { ...comic, ...CLEARED, signees: [], category: null, reject: true };
}

/** "A raw (partial) grade clears the same but keeps category and signees." */
export function applyRawGrade<T extends GradeFields>(comic: T): T {
  return { ...comic, ...CLEARED, partialGrade: true };
}

export type ExclusiveFlag = "artwork" | "isSlab" | "isWitnessedSignature";

export type ExclusiveFlags = Record<ExclusiveFlag, boolean> & { partialGrade?: boolean };

const EXCLUSIVE: readonly ExclusiveFlag[] = ["artwork", "isSlab", "isWitnessedSignature"];

/**
 * "Artwork, slab and witnessed-signature toggles are mutually exclusive and each clears partial grade."
 * Turning one on turns the other two off.
 */
export function toggleExclusiveFlag<T extends ExclusiveFlags>(comic: T, flag: ExclusiveFlag): T {
  const isOn = !comic[flag];
  const next = { ...comic, partialGrade: false };
  for (const other of EXCLUSIVE) next[other] = other === flag ? isOn : isOn ? false : comic[other];
  return next;
}

/** "Press toggles 0 to 3; choosing the same value again resets to 0." */
export function togglePress(current: number, chosen: number): number {
  if (!Number.isInteger(chosen) || chosen < 0 || chosen > 3)
    throw new RangeError(`Press is 0 to 3, got ${chosen}`);
  return chosen === current ? 0 : chosen;
}
