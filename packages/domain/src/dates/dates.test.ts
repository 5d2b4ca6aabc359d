import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  isDayWithin,
  isIsoDay,
  parseMonthDayYear,
  toMonthDayYear,
  toShortDateTime,
  toShortDisplay,
  utcDay,
  windowStart,
} from "./index";

describe("UTC calendar days", () => {
  it("takes the UTC day of an instant", () => {
    expect(utcDay(Date.UTC(2026, 10, 21, 23, 59))).toBe("2026-11-21");
  });
  it.each([
    ["2026-11-21", true],
    ["2024-02-29", true],
    ["2025-02-29", false],
    ["2026-13-01", false],
    ["11-21-2026", false],
  ])("%s is a day: %s", (text, expected) => {
    expect(isIsoDay(text)).toBe(expected);
  });
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-11-21", 365)).toBe("2027-11-21");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2026-11-21", "2026-10-22")).toBe(-30);
    expect(windowStart("2026-11-21", 30)).toBe("2026-10-22");
    expect(isDayWithin("2026-11-21", "2026-11-21", "2027-11-21")).toBe(true);
    expect(isDayWithin("2027-11-22", "2026-11-21", "2027-11-21")).toBe(false);
  });
  it("formats and parses month/day/year", () => {
    expect(toMonthDayYear("2026-03-09")).toBe("03-09-2026");
    expect(toShortDisplay("2026-03-09")).toBe("03-09-26");
    expect(parseMonthDayYear("3/9/2026")).toBe("2026-03-09");
    expect(parseMonthDayYear("02-30-2026")).toBeNull();
    expect(parseMonthDayYear("2026-03-09")).toBeNull();
  });
});

describe("date-times on screen", () => {
  it("reads mm-dd-yy hh:mm on the given clock", () => {
    const instant = Date.UTC(2026, 2, 9, 23, 5);
    expect(toShortDateTime(instant)).toBe("03-09-26 23:05");
    expect(toShortDateTime(instant, 60)).toBe("03-10-26 00:05");
    expect(toShortDateTime(new Date(instant), -300)).toBe("03-09-26 18:05");
  });
});
