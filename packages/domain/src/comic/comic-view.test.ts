import { describe, expect, it } from "vitest";
import { COMIC_VIEWS, comicViewForStatus, isComicView } from "./index";

describe("comic statuses with redirect (workflow §4)", () => {
  it.each([
    ["ImagingSP", "imagingsp"],
    ["Signature", "signature"],
    ["Labels", "labels"],
    ["Imaging", "imaging"],
    ["PreGrade", "grade"],
    ["Finalize", "grade"],
  ])("a comic at %s opens the %s view", (status, view) => {
    expect(comicViewForStatus(status)).toBe(view);
  });

  it.each(["Pressing", "HeatSeal", "Slab", "QC", "Shipping", "", "grade"])(
    "a comic at %j has no view of its own (the summary)",
    (status) => {
      expect(comicViewForStatus(status)).toBeNull();
    },
  );
});

describe("comic child views (workflow §2)", () => {
  it("are edit, imagingsp, signature, grade, labels and imaging", () => {
    expect(COMIC_VIEWS.join(",")).toBe("edit,imagingsp,signature,grade,labels,imaging");
  });

  it.each([
    ["grade", true],
    ["labels", true],
    ["Grade", false],
    ["summary", false],
    ["", false],
  ])("%j is a view: %s", (text, expected) => {
    expect(isComicView(text)).toBe(expected);
  });
});
