import { describe, expect, it } from "vitest";
import {
  bucketPages,
  LABEL_LINE_LENGTH,
  labelBucket,
  labelColour,
  labelGrade,
  labelIssue,
  labelPublisher,
  labelSignees,
  labelText,
  labelYear,
  splitLabelTitle,
  totalPages,
} from "./index";

describe("splitLabelTitle", () => {
  it("keeps a title of at most 30 characters on one line", () => {
    expect(splitLabelTitle("Amazing Spider-Man")).toEqual(["Amazing Spider-Man", ""]);
    expect(splitLabelTitle("Teenage Mutant Ninja Turtles")).toEqual(["Teenage Mutant Ninja Turtles", ""]);
    // exactly 30
    expect(splitLabelTitle("Hellboy: Seed of Destruction 1")).toEqual(["Hellboy: Seed of Destruction 1", ""]);
  });

  it("breaks a longer title at the last word boundary at or before 30", () => {
    expect(splitLabelTitle("The Amazing Spider-Man Annual Special Edition")).toEqual([
      "The Amazing Spider-Man Annual",
      "Special Edition",
    ]);
    expect(splitLabelTitle("Teenage Mutant Ninja Turtles Adventures")).toEqual([
      "Teenage Mutant Ninja Turtles",
      "Adventures",
    ]);
    // The space right after character 30 still breaks there: line 1 is exactly 30 characters.
    expect(splitLabelTitle("Giant-Size X-Men Featuring The Uncanny")).toEqual([
      "Giant-Size X-Men Featuring The",
      "Uncanny",
    ]);
  });

  it("collapses spaces and cuts a single word longer than a line", () => {
    expect(splitLabelTitle("  The   Amazing Spider-Man  Annual Special Edition ")[0]).toBe(
      "The Amazing Spider-Man Annual",
    );
    expect(splitLabelTitle("Supercalifragilisticexpialidocious Comics")).toEqual([
      "Supercalifragilisticexpialidoc",
      "ious Comics",
    ]);
  });

  it("ends line 2 with an ellipsis when the title does not fit two lines", () => {
    const [line1, line2] = splitLabelTitle(
      "The Amazing Spider-Man Annual Special Edition Featuring The Sinister Six Returns",
    );
    expect(line1).toBe("The Amazing Spider-Man Annual");
    expect(line2).toBe("Special Edition Featuring The…");
    expect(line2.length).toBeLessThanOrEqual(LABEL_LINE_LENGTH);
  });
});

describe("label fields", () => {
  it("prints the issue with one #", () => {
    expect(labelIssue("129")).toBe("#129");
    expect(labelIssue("#1")).toBe("#1");
    expect(labelIssue(null)).toBeNull();
    expect(labelIssue("  ")).toBeNull();
  });

  it("prints the display year, else the year, and none with no year", () => {
    expect(labelYear({ year: "1963", displayYear: "1963-1964", noYear: false })).toBe("1963-1964");
    expect(labelYear({ year: "1975", displayYear: null, noYear: false })).toBe("1975");
    expect(labelYear({ year: "1975", displayYear: "1975", noYear: true })).toBeNull();
  });

  it("prints no publisher when the comic says so", () => {
    expect(labelPublisher({ publisher: "Marvel", noPublisher: false })).toBe("Marvel");
    expect(labelPublisher({ publisher: "Marvel", noPublisher: true })).toBeNull();
  });

  it("formats the grade like the grade view; raw and reject in words", () => {
    expect(labelGrade({ grade: 9.8, partialGrade: false, reject: false })).toBe("9.8");
    expect(labelGrade({ grade: 10, partialGrade: false, reject: false })).toBe("10.0");
    expect(labelGrade({ grade: null, partialGrade: true, reject: false })).toBe("Raw");
    expect(labelGrade({ grade: null, partialGrade: false, reject: true })).toBe("Reject");
    expect(labelGrade({ grade: null, partialGrade: false, reject: false })).toBeNull();
  });

  it("prints signees with their second line in brackets", () => {
    expect(
      labelSignees([
        { line1: "Stan Lee", line2: "Writer" },
        { line1: "John Romita Sr.", line2: null },
        { line1: " ", line2: "" },
      ]),
    ).toEqual(["Stan Lee (Writer)", "John Romita Sr."]);
  });

  it("puts the whole label together with the unique id as certification number", () => {
    expect(
      labelText({
        uniqueId: "26-LABL001-001",
        title: "The Amazing Spider-Man Annual Special Edition",
        issue: "1",
        year: "1964",
        displayYear: null,
        noYear: false,
        publisher: "Marvel",
        noPublisher: false,
        grade: 9.4,
        partialGrade: false,
        reject: false,
        category: "Verified",
        signees: [{ line1: "Stan Lee", line2: null }],
        keyComments: ["1st appearance of Sinister Six", ""],
        pageQuality: " White ",
      }),
    ).toEqual({
      titleLines: ["The Amazing Spider-Man Annual", "Special Edition"],
      issue: "#1",
      year: "1964",
      publisher: "Marvel",
      grade: "9.4",
      category: "Verified",
      colour: "signature",
      pageQuality: "White",
      signees: ["Stan Lee"],
      keyComments: ["1st appearance of Sinister Six"],
      certification: "26-LABL001-001",
    });
  });
});

describe("label queue buckets and colours", () => {
  const graded = (grade: number | null) => ({
    grade,
    partialGrade: false,
    reject: false,
    mangaLabelCode: null,
  });

  it("puts 10, 9.9 and 9.8 on their own stock and every other comic on gg", () => {
    expect(labelBucket("Comic", graded(10))).toBe("10");
    expect(labelBucket("Comic", graded(9.9))).toBe("99");
    expect(labelBucket("Magazine", graded(9.8))).toBe("98");
    expect(labelBucket("Comic", graded(9.6))).toBe("gg");
    expect(labelBucket("Comic", { ...graded(9.8), reject: true })).toBe("gg");
    expect(labelBucket("Comic", graded(null))).toBe("gg");
  });

  it("buckets manga by label code, and refuses a code outside CB, HR, LP, RB, SL, PF", () => {
    expect(labelBucket("Manga", { ...graded(9.8), mangaLabelCode: "hr" })).toBe("HR");
    expect(labelBucket("Manga", { ...graded(9.8), mangaLabelCode: "ZZ" })).toBeNull();
  });

  it("counts sheets of ten per bucket", () => {
    expect(bucketPages(0)).toBe(0);
    expect(bucketPages(10)).toBe(1);
    expect(bucketPages(11)).toBe(2);
    expect(totalPages([3, 10, 11])).toBe(4);
  });

  it("colours restored, signature, qualified and universal labels", () => {
    expect(labelColour({ category: "Certified", restoration: "Color touch", partialGrade: false })).toBe(
      "restored",
    );
    expect(labelColour({ category: "Verified Plus", partialGrade: false })).toBe("signature");
    expect(labelColour({ category: "Authentic", partialGrade: false })).toBe("qualified");
    expect(labelColour({ category: "Certified", partialGrade: false })).toBe("universal");
  });
});
