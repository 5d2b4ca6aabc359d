import { describe, expect, it } from "vitest";
import { serverTimeZone, TIME_ZONE_INVALID, toZonedDateTime, validateTimeZone } from "./index";

describe("the lab's time zone", () => {
  it("takes IANA names the runtime knows, in its own spelling", () => {
    expect(validateTimeZone(" America/New_York ")).toEqual({ ok: true, value: "America/New_York" });
    expect(validateTimeZone("UTC")).toEqual({ ok: true, value: "UTC" });
    for (const bad of ["", "Mars/Olympus", "+05:00", "EST5EDT; drop", "New York"]) {
      expect(validateTimeZone(bad), bad).toEqual({ ok: false, message: TIME_ZONE_INVALID });
    }
  });

  it("defaults to the server's zone", () => {
    expect(serverTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(validateTimeZone(serverTimeZone()).ok).toBe(true);
  });

  it("prints a payment made at 23:30 UTC on the lab's clock, with the zone shown", () => {
    const lateEvening = Date.UTC(2026, 2, 9, 23, 30);
    expect(toZonedDateTime(lateEvening, "America/New_York")).toBe("03-09-26 19:30 EDT");
    expect(toZonedDateTime(Date.UTC(2026, 0, 15, 23, 30), "America/New_York")).toBe("01-15-26 18:30 EST");
    expect(toZonedDateTime(lateEvening, "UTC")).toBe("03-09-26 23:30 UTC");
    // East of UTC the date moves on.
    expect(toZonedDateTime(lateEvening, "Asia/Tokyo")).toBe("03-10-26 08:30 GMT+9");
  });
});
