// Add-on exclusivity on one comic (submissions-pricing §4): original art and slab only exclude each
// other and disable raw grade and grade screening; raw grade plus grade screening share one balance.

export type ComicOptions = {
  originalArt: boolean;
  slabOnly: boolean;
  rawGrade: boolean;
  gradeScreen: boolean;
};

export type ComicOption = keyof ComicOptions;

/** Options the comic can still tick. */
export function enabledOptions(o: ComicOptions): Record<ComicOption, boolean> {
  const artOrSlab = o.originalArt || o.slabOnly;
  return {
    originalArt: !o.slabOnly,
    slabOnly: !o.originalArt,
    rawGrade: !artOrSlab,
    gradeScreen: !artOrSlab,
  };
}

/** Ticks or unticks an option; ticking original art or slab only clears the other and the grade options. */
export function setComicOption(o: ComicOptions, option: ComicOption, isOn: boolean): ComicOptions {
  if (!isOn) return { ...o, [option]: false };
  if (!enabledOptions(o)[option]) return o;
  if (option === "originalArt")
    return { ...o, originalArt: true, slabOnly: false, rawGrade: false, gradeScreen: false };
  if (option === "slabOnly")
    return { ...o, slabOnly: true, originalArt: false, rawGrade: false, gradeScreen: false };
  return { ...o, [option]: true };
}

/** Which balance a comic draws on: raw grade with grade screening uses the combined "both" balance. */
export function gradeBalanceKey(o: Pick<ComicOptions, "rawGrade" | "gradeScreen">) {
  if (o.rawGrade && o.gradeScreen) return "rawGradeScreeningBoth" as const;
  if (o.rawGrade) return "rawGradeCount" as const;
  if (o.gradeScreen) return "screeningCount" as const;
  return null;
}
