// The status mix and dates of the ten-year data set (issue 32), as a profile of the seed's order generator.
import type { OrderProfile } from "../../src/seed/orders-generate";

/**
 * Ten years of a lab taking ~140 orders a day: nearly everything finished (completed or cancelled, dated
 * over ten years), the current work (~2.4%, the last two months) at the stations and in billing and shipping.
 */
export const TEN_YEAR_LAB: OrderProfile = {
  statusShares: [
    ["InProcess", 0.016],
    ["Submitted", 0.0015],
    ["Invoicing", 0.001],
    ["AddComic", 0.001],
    ["Billing", 0.002],
    ["Shipping", 0.0015],
    ["ShipToCanada", 0.0005],
    ["ReadyForPickUp", 0.0005],
    ["Cancelled", 0.03],
    ["Completed", 0.946],
  ],
  ageDays: (status, random) =>
    status === "Completed" || status === "Cancelled"
      ? 20 + Math.floor(random() * 3630)
      : 1 + Math.floor(random() * 60),
};
