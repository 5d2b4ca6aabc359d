import { describe, expect, it } from "vitest";
import { defaultEventDate, validateEventDay, validateOnsiteForm } from "./onsite";

describe("onsite and signing", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  it("event date missing or more than 7 days old defaults to now", () => {
    expect(defaultEventDate(null, now)).toBe(now);
    expect(defaultEventDate("2026-11-13T11:00:00Z", now)).toBe(now);
    // 7 days and 6 hours old: more than 7 days, so now.
    expect(defaultEventDate("2026-11-14T06:00:00Z", now)).toBe(now);
    expect(defaultEventDate("2026-11-14T18:00:00Z", now).toISOString()).toBe("2026-11-14T18:00:00.000Z");
    expect(defaultEventDate("2026-11-15T12:00:00Z", now).toISOString()).toBe("2026-11-15T12:00:00.000Z");
    expect(defaultEventDate("2026-12-25T12:00:00Z", now).toISOString()).toBe("2026-12-25T12:00:00.000Z");
  });
  it("event picker allows today to 365 days ahead", () => {
    expect(validateEventDay("2027-11-21", "2026-11-21").ok).toBe(true);
    expect(validateEventDay("2027-11-22", "2026-11-21").ok).toBe(false);
    expect(validateEventDay("2026-11-20", "2026-11-21").ok).toBe(false);
  });
  const form = {
    infoEmail: "info@example.com",
    facilitators: [{ info: "Table 4", email: "f@example.com" }],
    comments: [{ line1: "Doors at 9", line2: "" }],
  };
  it.each([
    [{ ...form, infoEmail: "info@" }, "Please enter valid email."],
    [{ ...form, facilitators: [{ info: " ", email: "f@example.com" }] }, "Please enter facilitator info."],
    [{ ...form, facilitators: [{ info: "Table 4", email: "" }] }, "Please enter facilitator email."],
    [
      { ...form, facilitators: [{ info: "Table 4", email: "nope" }] },
      "Please enter valid facilitator email.",
    ],
    [{ ...form, comments: [{ line1: "", line2: "x" }] }, "Please enter line 1 of comment."],
  ])("%j -> %s", (input, message) => {
    expect(validateOnsiteForm(input)).toEqual({ ok: false, message });
  });
  it("accepts a complete form", () => {
    expect(validateOnsiteForm(form).ok).toBe(true);
  });
});
