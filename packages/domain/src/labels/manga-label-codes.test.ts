import { describe, expect, it } from "vitest";
import { LABEL_BUCKETS, labelBucket } from "./label-queue";
import { tierAddedToLabelsQueue } from "./label-queue-rules";
import {
  isMangaLabelCode,
  MANGA_LABEL_CODE_UNKNOWN,
  MANGA_LABEL_CODES,
  mangaLabelCodeNotPrinted,
  mangaLabelCodeOf,
} from "./manga-label-codes";

describe("the manga label codes (administration §3 manga buckets)", () => {
  it("are the six codes the labels print, the Manga queue's buckets in order", () => {
    expect(MANGA_LABEL_CODES).toEqual(["CB", "HR", "LP", "RB", "SL", "PF"]);
    expect(LABEL_BUCKETS.Manga).toBe(MANGA_LABEL_CODES);
  });

  it("take exactly a listed code; JP (the old demo code) is none of them", () => {
    for (const code of MANGA_LABEL_CODES) expect(isMangaLabelCode(code)).toBe(true);
    expect(isMangaLabelCode("JP")).toBe(false);
    expect(isMangaLabelCode("cb")).toBe(false);
    expect(isMangaLabelCode("")).toBe(false);
    expect(isMangaLabelCode(null)).toBe(false);
  });

  it("read a stored code loosely, and an unknown one as none", () => {
    expect(mangaLabelCodeOf(" hr ")).toBe("HR");
    expect(mangaLabelCodeOf("JP")).toBeNull();
    expect(mangaLabelCodeOf(null)).toBeNull();
    expect(
      labelBucket("Manga", { grade: 9.8, partialGrade: false, reject: false, mangaLabelCode: "JP" }),
    ).toBeNull();
  });

  it("say what to choose", () => {
    expect(MANGA_LABEL_CODE_UNKNOWN).toBe("Choose the manga label code: CB, HR, LP, RB, SL or PF.");
    expect(mangaLabelCodeNotPrinted("JP")).toBe(
      "JP is not a label code the labels print: choose CB, HR, LP, RB, SL or PF.",
    );
  });
});

describe("a tier scanned into the label queue says how many of its comics print", () => {
  it("keeps the spec's 'Tier added to Labels queue' first", () => {
    expect(tierAddedToLabelsQueue({ comics: 6, printable: 6 })).toBe(
      "Tier added to Labels queue: 6 of 6 comics printable",
    );
    expect(tierAddedToLabelsQueue({ comics: 1, printable: 1 })).toBe(
      "Tier added to Labels queue: 1 of 1 comic printable",
    );
  });

  it("names the manga left without a label code", () => {
    expect(tierAddedToLabelsQueue({ comics: 6, printable: 4 })).toBe(
      "Tier added to Labels queue: 4 of 6 comics printable (2 manga need a label code: CB, HR, LP, RB, SL or PF)",
    );
    expect(tierAddedToLabelsQueue({ comics: 6, printable: 0 })).toBe(
      "Tier added to Labels queue: 0 of 6 comics printable (6 manga need a label code: CB, HR, LP, RB, SL or PF)",
    );
    expect(tierAddedToLabelsQueue({ comics: 4, printable: 3 })).toBe(
      "Tier added to Labels queue: 3 of 4 comics printable (1 manga needs a label code: CB, HR, LP, RB, SL or PF)",
    );
  });
});
