import { describe, expect, it } from "vitest";
import { formatMailDate, formatMailDateTime, formatMailMoney, formatMailPhone } from "./index";

describe("formatMailMoney", () => {
  it("writes the order's currency as the screens do", () => {
    expect(formatMailMoney(123_450, "USD", "US")).toBe("$1,234.50");
    expect(formatMailMoney(123_450, "CAD", "CA")).toBe("CA$1,234.50");
    expect(formatMailMoney(-2_500, "USD", "US")).toBe("-$25.00");
    expect(formatMailMoney(0, "CAD", "CA")).toBe("CA$0.00");
  });

  it("marks US dollars for a Canadian reader and Canadian dollars for anyone", () => {
    expect(formatMailMoney(123_450, "USD", "CA")).toBe("US$1,234.50");
    expect(formatMailMoney(-2_500, "USD", "CA")).toBe("-US$25.00");
    expect(formatMailMoney(123_450, "CAD", "US")).toBe("CA$1,234.50");
  });
});

describe("formatMailDate", () => {
  // 00:30 UTC on November 29 is still the evening of November 28 in New York.
  const lateEvening = "2026-11-29T00:30:00.000Z";

  it("writes the lab's calendar day, month first in the US and day first in Canada", () => {
    expect(formatMailDate(lateEvening, "America/New_York", "US")).toBe("November 28, 2026");
    expect(formatMailDate(lateEvening, "America/New_York", "CA")).toBe("28 November 2026");
    expect(formatMailDate(lateEvening, "UTC", "US")).toBe("November 29, 2026");
    expect(formatMailDate(new Date(Date.UTC(2026, 6, 4, 16)), "America/Toronto", "CA")).toBe("4 July 2026");
  });

  it("adds the lab's clock time and zone, in each country's style", () => {
    expect(formatMailDateTime(lateEvening, "America/New_York", "US")).toBe("November 28, 2026, 7:30 PM EST");
    expect(formatMailDateTime(lateEvening, "America/New_York", "CA")).toBe("28 November 2026, 7:30 p.m. EST");
    expect(formatMailDateTime("2026-07-04T13:05:00Z", "America/Toronto", "CA")).toBe(
      "4 July 2026, 9:05 a.m. EDT",
    );
    expect(formatMailDateTime("2026-07-04T04:00:00Z", "America/New_York", "US")).toBe(
      "July 4, 2026, 12:00 AM EDT",
    );
  });
});

describe("formatMailPhone", () => {
  it("writes a North American number the way each country does", () => {
    expect(formatMailPhone("9415550100", "US")).toBe("(941) 555-0100");
    expect(formatMailPhone("941-555-0100", "US")).toBe("(941) 555-0100");
    expect(formatMailPhone("+1 (941) 555-0100", "US")).toBe("(941) 555-0100");
    expect(formatMailPhone("(416) 555-0199", "CA")).toBe("416-555-0199");
    expect(formatMailPhone("1.416.555.0199", "CA")).toBe("416-555-0199");
  });

  it("leaves anything else as the lab wrote it", () => {
    expect(formatMailPhone(" 941-555-0100 ext. 12 ", "US")).toBe("941-555-0100 ext. 12");
    expect(formatMailPhone("+44 20 7946 0958", "US")).toBe("+44 20 7946 0958");
    expect(formatMailPhone("+33 1 23 45 67 89", "CA")).toBe("+33 1 23 45 67 89");
    expect(formatMailPhone("555-0100", "US")).toBe("555-0100");
    expect(formatMailPhone("", "US")).toBe("");
  });
});
