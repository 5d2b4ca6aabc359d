import { describe, expect, it } from "vitest";
import { DEFAULT_STAY_HOURS, dueRisk, forecastOrder, longestForecastHours, type RiskOrder } from "./due-risk";

const now = new Date("2026-11-20T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const NO_EXTRAS = { hasSpecialImaging: false, hasSignature: false, hasPressing: false, hasImaging: false };
const medians: Record<string, number> = {
  "tier:Pressing": 48,
  "tier:PreGrade": 10,
  "tier:Finalize": 10,
  "tier:Labels": 2,
  "tier:HeatSeal": 2,
  "tier:Slab": 2,
  "tier:QC": 4,
  "order:Billing": 6,
  "order:Shipping": 12,
  "order:ShipToCanada": 30,
};
const median = (scope: string, status: string) => medians[`${scope}:${status}`];

describe("forecastOrder", () => {
  it("adds what the current stay has left and every later status's median, then billing and shipping", () => {
    const order: RiskOrder = {
      status: "InProcess",
      countryCode: "US",
      isPickup: false,
      since: hoursAgo(100),
      tiers: [{ status: "Pressing", services: { ...NO_EXTRAS, hasPressing: true }, since: hoursAgo(40) }],
    };
    const forecast = forecastOrder(order, now, median);
    // Pressing 48 - 40 waited = 8, then 10+10+2+2+2+4 = 30, billing 6, shipping 12: 56 hours.
    expect((forecast.finishAt.getTime() - now.getTime()) / 3_600_000).toBe(56);
    expect(forecast.stepsLeft.map((s) => s.status)).toEqual([
      "Pressing",
      "PreGrade",
      "Finalize",
      "Labels",
      "HeatSeal",
      "Slab",
      "QC",
      "Billing",
      "Shipping",
    ]);
  });

  it("takes the slowest tier, ignores a tier already done, and ships a Canadian order to Canada", () => {
    const order: RiskOrder = {
      status: "InProcess",
      countryCode: "CA",
      isPickup: false,
      since: hoursAgo(10),
      tiers: [
        { status: "QC", services: NO_EXTRAS, since: hoursAgo(1) },
        { status: "Labels", services: NO_EXTRAS, since: hoursAgo(5) },
        { status: "Shipping", services: NO_EXTRAS, since: hoursAgo(50) },
      ],
    };
    const forecast = forecastOrder(order, now, median);
    // Labels overstayed (0 left) + HeatSeal 2 + Slab 2 + QC 4 = 8 beats QC's 3; billing 6, Canada 30.
    expect((forecast.finishAt.getTime() - now.getTime()) / 3_600_000).toBe(44);
    expect(forecast.stepsLeft.at(-1)?.status).toBe("ShipToCanada");
  });

  it("assumes a day for a status with no history", () => {
    const order: RiskOrder = {
      status: "ReadyForPickUp",
      countryCode: "US",
      isPickup: true,
      since: now,
      tiers: [],
    };
    const forecast = forecastOrder(order, now, median);
    expect((forecast.finishAt.getTime() - now.getTime()) / 3_600_000).toBe(DEFAULT_STAY_HOURS);
  });

  it("runs an order not yet received through every tier station from the first", () => {
    const order: RiskOrder = {
      status: "AddComic",
      countryCode: "US",
      isPickup: false,
      since: hoursAgo(2),
      tiers: [{ status: "PreGrade", services: NO_EXTRAS, since: hoursAgo(2) }],
    };
    const forecast = forecastOrder(order, now, median);
    // AddComic: a day by default, 2 spent = 22; tiers 30; billing 6; shipping 12.
    expect((forecast.finishAt.getTime() - now.getTime()) / 3_600_000).toBe(70);
  });
});

describe("dueRisk", () => {
  const finish = (h: number) => new Date(now.getTime() + h * 3_600_000);
  it("is due by the end of its due day", () => {
    // Due 2026-11-21 ends at 23:59:59.999Z: 36 hours from now.
    expect(dueRisk("2026-11-21", finish(10), now)).toMatchObject({ level: "onTrack" });
    expect(dueRisk("2026-11-21", finish(10), now).slackHours).toBeCloseTo(26, 2);
    expect(dueRisk("2026-11-21", finish(20), now).level).toBe("tight");
    expect(dueRisk("2026-11-21", finish(37), now).level).toBe("late");
    expect(dueRisk("2026-11-19", finish(1), now).level).toBe("overdue");
  });
});

describe("longestForecastHours", () => {
  it("sums every status's median or a day, with the slowest way out", () => {
    // Submitted, Invoicing, AddComic, ImagingSP, Signature, Imaging: 24 each (no history) = 144;
    // Pressing..QC = 78; Billing 6; Ship to Canada 30.
    expect(longestForecastHours(median)).toBe(144 + 78 + 6 + 30);
  });
});
