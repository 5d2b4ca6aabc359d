// Due-date risk (issue 18 point 2): when an open order will likely be done, from the stations its
// tiers still have to pass and each status's median stay, and how that compares with its due date.
import { orderStatusAfterBilling } from "../workflow/order-rules";
import { type OrderStatus, TIER_STATUSES, type TierStatus, tierStatusIndex } from "../workflow/statuses";
import { type TierServices, tierRoute } from "../workflow/tier-route";
import type { StayScope } from "./stations";

/** A status with no finished stay to learn from is assumed to take a day. */
export const DEFAULT_STAY_HOURS = 24;
/** Less than a day to spare is tight. */
export const TIGHT_SLACK_HOURS = 24;

const HOUR_MS = 3_600_000;
/** Order statuses before the tiers start, in order (the tiers' stations come after AddComic). */
const BEFORE_TIERS: readonly OrderStatus[] = ["Submitted", "Invoicing", "AddComic"];
const SHIP_STATUSES: readonly OrderStatus[] = ["Shipping", "ShipToCanada", "ReadyForPickUp"];

export type MedianHours = (scope: StayScope, status: string) => number | undefined;

export type RiskOrder = {
  status: OrderStatus;
  countryCode: string;
  isPickup: boolean;
  /** When the order entered its status. */
  since: Date;
  tiers: ReadonlyArray<{ status: TierStatus; services: TierServices; since: Date }>;
};

export type Step = { scope: StayScope; status: string };
export type Forecast = { finishAt: Date; stepsLeft: Step[] };

/** Predicted finish: the status under way takes what its median leaves of it, each later one its
 * median; tiers move in parallel, so the slowest tier counts; then billing and shipping. */
export function forecastOrder(order: RiskOrder, now: Date, median: MedianHours): Forecast {
  const hours = (step: Step) => median(step.scope, step.status) ?? DEFAULT_STAY_HOURS;
  const leftOf = (step: Step, since: Date) =>
    Math.max(0, hours(step) - (now.getTime() - since.getTime()) / HOUR_MS);
  const ship: Step = {
    scope: "order",
    status: orderStatusAfterBilling({ countryCode: order.countryCode, isPickup: order.isPickup }),
  };
  const after: Step[] = [{ scope: "order", status: "Billing" }, ship];
  let total = 0;
  let steps: Step[] = [];

  const tierPart = (fromStart: boolean) => {
    let slowest = { hours: 0, steps: [] as Step[] };
    for (const tier of order.tiers) {
      const route: TierStatus[] = tierRoute(tier.services).filter((status) => status !== "Shipping");
      const at = fromStart ? 0 : route.indexOf(tier.status);
      if (!fromStart && tier.status === "Shipping") continue;
      // A status off the route (services changed meanwhile) still has its own stay left, then the rest.
      const rest =
        at >= 0
          ? route.slice(at)
          : [tier.status, ...route.filter((s) => tierStatusIndex(s) > tierStatusIndex(tier.status))];
      const tierSteps = rest.map((status): Step => ({ scope: "tier", status }));
      const tierHours = tierSteps.reduce(
        (sum, step, i) => sum + (i === 0 && !fromStart ? leftOf(step, tier.since) : hours(step)),
        0,
      );
      if (tierHours > slowest.hours || slowest.steps.length === 0)
        slowest = { hours: tierHours, steps: tierSteps };
    }
    return slowest;
  };

  if (BEFORE_TIERS.includes(order.status)) {
    const pre = BEFORE_TIERS.slice(BEFORE_TIERS.indexOf(order.status)).map(
      (status): Step => ({ scope: "order", status }),
    );
    total += pre.reduce((sum, step, i) => sum + (i === 0 ? leftOf(step, order.since) : hours(step)), 0);
    const tiers = tierPart(true);
    total += tiers.hours + after.reduce((sum, step) => sum + hours(step), 0);
    steps = [...pre, ...tiers.steps, ...after];
  } else if (order.status === "InProcess") {
    const tiers = tierPart(false);
    total += tiers.hours + after.reduce((sum, step) => sum + hours(step), 0);
    steps = [...tiers.steps, ...after];
  } else if (order.status === "Billing") {
    total += leftOf(after[0] as Step, order.since) + hours(ship);
    steps = after;
  } else if (SHIP_STATUSES.includes(order.status)) {
    const own: Step = { scope: "order", status: order.status };
    total += leftOf(own, order.since);
    steps = [own];
  }
  return { finishAt: new Date(now.getTime() + total * HOUR_MS), stepsLeft: steps };
}

export const RISK_LEVELS = ["overdue", "late", "tight", "onTrack"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** An order is due by the end of its due day (UTC, as every day of the product). */
export function dueAt(dueDate: string): Date {
  return new Date(`${dueDate}T23:59:59.999Z`);
}

/** Hours to spare between the forecast and the due date (negative: late), and what that makes it. */
export function dueRisk(
  dueDate: string,
  finishAt: Date,
  now: Date,
): { slackHours: number; level: RiskLevel } {
  const due = dueAt(dueDate).getTime();
  const slackHours = (due - finishAt.getTime()) / HOUR_MS;
  const level: RiskLevel =
    now.getTime() > due
      ? "overdue"
      : slackHours < 0
        ? "late"
        : slackHours < TIGHT_SLACK_HOURS
          ? "tight"
          : "onTrack";
  return { slackHours, level };
}

/** Every status an order can still pass, from the first: the longest way to done. */
const EVERY_STEP: readonly Step[] = [
  ...BEFORE_TIERS.map((status): Step => ({ scope: "order", status })),
  ...TIER_STATUSES.filter((status) => status !== "Shipping").map(
    (status): Step => ({ scope: "tier", status }),
  ),
  { scope: "order", status: "Billing" },
];

/** The longest an open order can still take: every status's median one after another, and the
 * slowest way out. An order due later than this (plus the tight margin) cannot be at risk, so the
 * server reads only orders due sooner. */
export function longestForecastHours(median: MedianHours): number {
  const hours = (step: Step) => median(step.scope, step.status) ?? DEFAULT_STAY_HOURS;
  const shipping = Math.max(...SHIP_STATUSES.map((status) => hours({ scope: "order", status })));
  return EVERY_STEP.reduce((sum, step) => sum + hours(step), 0) + shipping;
}
