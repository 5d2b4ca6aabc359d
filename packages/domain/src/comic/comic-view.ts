// The comic screen's child views and which one a comic opens on (workflow §2 comic screen, §4 "Comic
// statuses with redirect").

/** The child views of /orders/{id}/{comicId}, in the order the screen lists them. */
export const COMIC_VIEWS = ["edit", "imagingsp", "signature", "grade", "labels", "imaging"] as const;
export type ComicView = (typeof COMIC_VIEWS)[number];

const VIEW_OF_STATUS: Readonly<Record<string, ComicView>> = {
  ImagingSP: "imagingsp",
  Signature: "signature",
  Labels: "labels",
  Imaging: "imaging",
  PreGrade: "grade",
  Finalize: "grade",
};

export function isComicView(text: string): text is ComicView {
  return (COMIC_VIEWS as readonly string[]).includes(text);
}

/**
 * The view a comic opened without one goes to: ImagingSP, Signature, Labels and Imaging their own,
 * PreGrade and Finalize the grade view; null for any other status (the screen's summary).
 */
export function comicViewForStatus(status: string): ComicView | null {
  return VIEW_OF_STATUS[status] ?? null;
}
