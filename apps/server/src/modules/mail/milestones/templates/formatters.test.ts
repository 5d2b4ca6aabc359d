import { describe, expect, it } from "vitest";
import { demoMilestoneInput } from "../demo-facts";
import { comicName, mailFormatOf, plural } from "./formatters";

const LAB = {
  name: "Lab",
  addressLines: [],
  phone: "416 555 0199",
  email: "lab@example.com",
  hours: "",
  logoUrl: null,
  timeZone: "America/Toronto",
};

describe("the e-mail's formatters", () => {
  it("names a comic by title and issue, with one #", () => {
    expect(comicName({ title: "Amazing Spider-Man", issue: "300" })).toBe("Amazing Spider-Man #300");
    expect(comicName({ title: "Batman", issue: "#423" })).toBe("Batman #423");
    expect(comicName({ title: "Saga", issue: " " })).toBe("Saga");
    expect(plural(1, "comic")).toBe("1 comic");
    expect(plural(5, "comic")).toBe("5 comics");
  });

  it("writes with the customer's country, the order's currency and the lab's time zone", () => {
    const input = demoMilestoneInput("received", LAB);
    const us = mailFormatOf(input);
    expect(us.money(123_450)).toBe("$1,234.50");
    expect(us.date("2026-11-29T03:00:00Z")).toBe("November 28, 2026");
    expect(us.phone(LAB.phone)).toBe("(416) 555-0199");

    const ca = mailFormatOf({
      ...input,
      order: { ...input.order, currency: "CAD", customer: { ...input.order.customer, country: "CA" } },
    });
    expect(ca.money(123_450)).toBe("CA$1,234.50");
    expect(ca.date("2026-11-29T03:00:00Z")).toBe("28 November 2026");
    expect(ca.dateTime("2026-11-29T03:00:00Z")).toBe("28 November 2026, 10:00 p.m. EST");
    expect(ca.phone(LAB.phone)).toBe("416-555-0199");
  });
});
