import { describe, expect, it } from "vitest";
import { INSURED_INTEGER, QUANTITY_ABOVE_ZERO } from "../messages/submissions";
import { MANGA_LABEL_CODE_REQUIRED } from "../messages/workflow";
import {
  type ComicDetailsInput,
  comicDetailsChanges,
  comicDetailsInputOf,
  validateComicDetails,
} from "./details";
import { PUBLISHER_REQUIRED, TITLE_REQUIRED, YEAR_INVALID, YEAR_REQUIRED } from "./messages";

const comicBook = { collectibleType: "Comic" };
const form: ComicDetailsInput = comicDetailsInputOf({
  title: "Amazing Spider-Man",
  issue: "12",
  year: "1964",
  publisher: "Marvel",
  quantity: 1,
  insured: 10_000,
});

describe("validateComicDetails", () => {
  it("accepts a filled form: empty texts become null, insured dollars become cents", () => {
    const checked = validateComicDetails({ ...form, variant: "  " }, comicBook);
    expect(checked).toMatchObject({
      ok: true,
      value: {
        title: "Amazing Spider-Man",
        issue: "12",
        year: "1964",
        displayYear: "1964",
        variant: null,
        insured: 10_000,
      },
    });
  });

  it("lists every missing field at once with its text", () => {
    const checked = validateComicDetails(
      { ...form, title: " ", year: "", publisher: "", quantity: "0", insured: "12.5" },
      comicBook,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        title: TITLE_REQUIRED,
        year: YEAR_REQUIRED,
        publisher: PUBLISHER_REQUIRED,
        quantity: QUANTITY_ABOVE_ZERO,
        insured: INSURED_INTEGER,
      },
    });
  });

  it("takes No year and No publisher instead of the values", () => {
    const checked = validateComicDetails(
      { ...form, year: "", noYear: true, publisher: "", noPublisher: true },
      comicBook,
    );
    expect(checked).toMatchObject({ ok: true, value: { year: null, displayYear: null, publisher: null } });
  });

  it("accepts a year range only for a multi-year book", () => {
    expect(validateComicDetails({ ...form, year: "1963-1965" }, comicBook)).toEqual({
      ok: false,
      errors: { year: YEAR_INVALID },
    });
    expect(validateComicDetails({ ...form, year: "1963 - 1965", multiYear: true }, comicBook)).toMatchObject({
      ok: true,
      value: { year: "1963-1965" },
    });
    expect(validateComicDetails({ ...form, year: "63" }, comicBook)).toEqual({
      ok: false,
      errors: { year: YEAR_INVALID },
    });
  });

  it("clears insured above 999999999", () => {
    expect(validateComicDetails({ ...form, insured: "1000000000" }, comicBook)).toMatchObject({
      ok: true,
      value: { insured: 0 },
    });
    expect(validateComicDetails({ ...form, insured: "999999999" }, comicBook)).toMatchObject({
      ok: true,
      value: { insured: 99_999_999_900 },
    });
  });

  it("needs a label code on manga; Zasshi forces a custom title", () => {
    expect(validateComicDetails(form, { collectibleType: "Manga", mangaType: "Tankobon" })).toEqual({
      ok: false,
      errors: { mangaLabelCode: MANGA_LABEL_CODE_REQUIRED },
    });
    expect(
      validateComicDetails(
        { ...form, mangaLabelCode: "JP" },
        { collectibleType: "Manga", mangaType: "Zasshi" },
      ),
    ).toMatchObject({ ok: true, value: { mangaLabelCode: "JP", customTitle: true } });
  });
});

describe("comicDetailsChanges", () => {
  it("names each changed field with its old and new value", () => {
    const before = { title: "X-Men", issue: "12", year: "1964", quantity: 1, insured: 10_000, variant: null };
    const checked = validateComicDetails(
      { ...comicDetailsInputOf(before), publisher: "Marvel", issue: "13", insured: "150" },
      comicBook,
    );
    if (!checked.ok) throw new Error("invalid");
    expect(
      comicDetailsChanges({ ...before, publisher: "Marvel", displayYear: "1964" }, checked.value),
    ).toEqual(["issue 12 → 13", "insured $100 → $150"]);
  });

  it("is empty when nothing changed", () => {
    const checked = validateComicDetails(form, comicBook);
    if (!checked.ok) throw new Error("invalid");
    expect(comicDetailsChanges(checked.value, checked.value)).toEqual([]);
  });
});
