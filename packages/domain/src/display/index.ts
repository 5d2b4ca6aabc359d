// How values read on screen (issue 10 §9: one language). Import from "@gbo/domain/display".
import { formatGrade as labelGrade } from "../grading/eligibility";

export * from "./phone";

/** A grade with one decimal, as printed on a label (grading's rule): 9.8, 10.0, 0.5; a dash when there is none. */
export function formatGrade(grade: number | null | undefined): string {
  if (grade === null || grade === undefined || !Number.isFinite(grade)) return "—";
  return labelGrade(grade);
}
