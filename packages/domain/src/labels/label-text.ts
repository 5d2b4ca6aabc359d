// The label's text, one rule each, so the labels view and the later label printing say the same.
import { formatGrade } from "../grading/eligibility";

/** Characters a label line holds: the title is printed on two lines of at most this many. */
export const LABEL_LINE_LENGTH = 30;

/**
 * The title on two label lines. Spaces are collapsed; a title of at most 30 characters stays on line 1.
 * A longer one breaks at the last space at or before character 30 (the break is never inside a word),
 * or hard at 30 when its first word alone is longer. Line 2 takes the rest; when that is still longer
 * than 30 it is cut at the last word that fits and ends in "…", so the worker sees the label will not
 * hold the whole title.
 */
export function splitLabelTitle(title: string): [string, string] {
  const text = title.trim().replace(/\s+/g, " ");
  if (text.length <= LABEL_LINE_LENGTH) return [text, ""];
  const [line1, rest] = breakAt(text, LABEL_LINE_LENGTH);
  if (rest.length <= LABEL_LINE_LENGTH) return [line1, rest];
  const [line2] = breakAt(rest, LABEL_LINE_LENGTH - 1);
  return [line1, `${line2}…`];
}

/** The text up to the last space at or before `max` (or cut at `max`), and the rest. */
function breakAt(text: string, max: number): [string, string] {
  const space = text.lastIndexOf(" ", max);
  const at = space > 0 ? space : max;
  return [text.slice(0, at).trimEnd(), text.slice(at).trimStart()];
}

/** "#129"; a number typed with its "#" keeps one; nothing when there is no issue. */
export function labelIssue(issue: string | null): string | null {
  const text = issue?.trim().replace(/^#+/, "") ?? "";
  return text ? `#${text}` : null;
}

/**
 * The year printed: none when the comic is marked "no year"; else its display year (a multi-year run
 * such as "1963-1964", or the year as received) and failing that its year.
 */
export function labelYear(comic: {
  year: string | null;
  displayYear: string | null;
  noYear: boolean;
}): string | null {
  if (comic.noYear) return null;
  return comic.displayYear?.trim() || comic.year?.trim() || null;
}

/** The publisher printed: none when the comic is marked "no publisher". */
export function labelPublisher(comic: { publisher: string | null; noPublisher: boolean }): string | null {
  if (comic.noPublisher) return null;
  return comic.publisher?.trim() || null;
}

/**
 * The grade box: "9.8" (one decimal, like the grade view); a raw grade prints "Raw" (it has no number),
 * a rejected comic "Reject"; null while the comic is not graded yet.
 */
export function labelGrade(comic: {
  grade: number | null;
  partialGrade: boolean;
  reject: boolean;
}): string | null {
  if (comic.reject) return "Reject";
  if (comic.partialGrade) return "Raw";
  return comic.grade === null ? null : formatGrade(comic.grade);
}

/** Signee rows as printed: "Stan Lee (Writer)", empty rows left out. */
export function labelSignees(signees: readonly { line1: string; line2: string | null }[]): string[] {
  return signees
    .map((s) => ({ line1: s.line1.trim(), line2: s.line2?.trim() ?? "" }))
    .filter((s) => s.line1 || s.line2)
    .map((s) => (s.line1 && s.line2 ? `${s.line1} (${s.line2})` : s.line1 || s.line2));
}

export type LabelComic = {
  uniqueId: string;
  title: string;
  issue: string | null;
  year: string | null;
  displayYear: string | null;
  noYear: boolean;
  publisher: string | null;
  noPublisher: boolean;
  grade: number | null;
  partialGrade: boolean;
  reject: boolean;
  category: string | null;
  signees: readonly { line1: string; line2: string | null }[];
  keyComments: readonly string[];
  pageQuality?: string | null;
  restoration?: string | null;
};

export type LabelText = {
  titleLines: [string, string];
  issue: string | null;
  year: string | null;
  publisher: string | null;
  grade: string | null;
  category: string | null;
  /** The label's colour band (labelColour). */
  colour: LabelColour;
  pageQuality: string | null;
  signees: string[];
  keyComments: string[];
  /** The certification number: the comic's unique id. */
  certification: string;
};

/** Everything the label says, from the comic as stored. */
export function labelText(comic: LabelComic): LabelText {
  return {
    titleLines: splitLabelTitle(comic.title),
    issue: labelIssue(comic.issue),
    year: labelYear(comic),
    publisher: labelPublisher(comic),
    grade: labelGrade(comic),
    category: comic.category,
    colour: labelColour(comic),
    pageQuality: comic.pageQuality?.trim() || null,
    signees: labelSignees(comic.signees),
    keyComments: comic.keyComments.map((c) => c.trim()).filter(Boolean),
    certification: comic.uniqueId,
  };
}

/** The label's colour band, as a grading lab's slab labels are coloured. */
export const LABEL_COLOURS = ["universal", "signature", "qualified", "restored"] as const;
export type LabelColour = (typeof LABEL_COLOURS)[number];

/** The printed colour of each band (PDF fill and the label XML's background). */
export const LABEL_COLOUR_HEX: Readonly<Record<LabelColour, string>> = {
  universal: "#1f5fa8",
  signature: "#e0b000",
  qualified: "#2e8b57",
  restored: "#6b3fa0",
};

/**
 * Our reading of the four colours: restoration noted on the comic prints "restored" (purple) whatever
 * the category; a Verified or Verified Plus signature "signature" (yellow); an Authentic signature
 * (authenticated, not witnessed) and a raw grade "qualified" (green); everything else "universal" (blue).
 */
export function labelColour(comic: {
  category: string | null;
  restoration?: string | null;
  partialGrade: boolean;
}): LabelColour {
  if (comic.restoration?.trim()) return "restored";
  const category = comic.category?.trim().toLowerCase() ?? "";
  if (category === "verified" || category === "verified plus") return "signature";
  if (category === "authentic" || category === "raw grade" || comic.partialGrade) return "qualified";
  return "universal";
}
