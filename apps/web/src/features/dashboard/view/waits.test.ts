import { describe, expect, it } from "vitest";
import { formatHours, formatMedianHours, formatSlack, onTimeShare, waitTone } from "./waits";

describe("waits in words", () => {
  it("says minutes under an hour, hours under a day, then days and hours", () => {
    expect(formatHours(0.25)).toBe("15 min");
    expect(formatHours(5.4)).toBe("5 h");
    expect(formatHours(23.6)).toBe("1 d");
    expect(formatHours(53)).toBe("2 d 5 h");
    expect(formatHours(null)).toBe("—");
  });

  it("flags a wait of two days or more", () => {
    expect(waitTone(47.9)).toBe("ok");
    expect(waitTone(48)).toBe("warn");
    expect(waitTone(null)).toBe("none");
  });

  it("says slack as time to spare or time late", () => {
    expect(formatSlack(30)).toBe("1 d 6 h to spare");
    expect(formatSlack(-5)).toBe("5 h late");
  });

  it("gives long median stays in days and an on-time share in percent", () => {
    expect(formatMedianHours(6)).toBe("6 h");
    expect(formatMedianHours(60)).toBe("2.5 d");
    expect(formatMedianHours(null)).toBe("—");
    expect(onTimeShare(7, 9)).toBe("78%");
    expect(onTimeShare(0, 0)).toBe("—");
  });
});
