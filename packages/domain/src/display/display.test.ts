import { describe, expect, it } from "vitest";
import { formatGrade } from "./index";

describe("formatGrade", () => {
  it.each([
    [9.8, "9.8"],
    [10, "10.0"],
    [0.5, "0.5"],
    [4, "4.0"],
  ])("%s reads %s", (grade, text) => {
    expect(formatGrade(grade)).toBe(text);
  });
  it("shows a dash when there is no grade", () => {
    expect(formatGrade(null)).toBe("—");
    expect(formatGrade(undefined)).toBe("—");
    expect(formatGrade(Number.NaN)).toBe("—");
  });
});
