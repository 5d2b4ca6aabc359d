import { describe, expect, it } from "vitest";
import { parseQueueSearch, queueExportQuery } from "./queue-search";

const grading = { steps: ["all", "PreGrade", "Finalize"], hasCountry: false };
const shipping = { steps: [], hasCountry: true };

describe("queue address", () => {
  it("keeps the choices the screen offers", () => {
    expect(
      parseQueueSearch(
        { search: " spider ", list: "all", step: "Finalize", sort: "-date", page: 3 },
        grading,
      ),
    ).toEqual({
      search: "spider",
      list: "all",
      country: undefined,
      step: "Finalize",
      sort: "-date",
      page: 3,
    });
    expect(parseQueueSearch({ country: "ca", list: "recent", sort: "-due" }, shipping)).toMatchObject({
      country: "CA",
      list: "recent",
      sort: "-due",
    });
  });

  it("drops bad values, so the screen falls back to its defaults", () => {
    expect(
      parseQueueSearch(
        { search: "   ", list: "week", step: "Labels", sort: "price", page: "x", country: "MX" },
        grading,
      ),
    ).toEqual({
      search: undefined,
      list: undefined,
      country: undefined,
      step: undefined,
      sort: undefined,
      page: undefined,
    });
    // No country choice on grading, no step choice on shipping.
    expect(parseQueueSearch({ country: "US" }, grading).country).toBeUndefined();
    expect(parseQueueSearch({ step: "all" }, shipping).step).toBeUndefined();
    expect(parseQueueSearch({ page: 0 }, grading).page).toBeUndefined();
    expect(parseQueueSearch({ page: 2.5 }, grading).page).toBeUndefined();
    expect(parseQueueSearch({ page: 100_001 }, grading).page).toBeUndefined();
  });

  it("leaves the default sort and page 1 out of the address, and reads a numeric search as text", () => {
    expect(parseQueueSearch({ sort: "due", page: 1, search: 123 }, grading)).toMatchObject({
      sort: undefined,
      page: undefined,
      search: "123",
    });
    expect(parseQueueSearch({ search: "x".repeat(150) }, grading).search).toHaveLength(100);
  });

  it("asks the export for the same list as the screen", () => {
    expect(
      queueExportQuery({ search: "o'brien & co", window: "all", country: "CA", steps: null, sort: "-date" }),
    ).toBe("search=o%27brien+%26+co&extra=all-ca&sort=-date");
    expect(
      queueExportQuery({ search: "", window: "recent", country: null, steps: ["Finalize"], sort: "due" }),
    ).toBe("extra=recent&steps=Finalize");
  });
});
