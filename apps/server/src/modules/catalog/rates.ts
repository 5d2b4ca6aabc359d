// POST /api/data/sh/{type}/{manga}/{MM-DD-YYYY}: the shipping and handling rates of the rate table that
// applies to a received date (submissions-pricing §9 cut-offs: 14 Sep 2022, 27 Feb 2023, 15 Nov 2023,
// 16 Feb 2025, 9 Mar 2025). Rates do not differ by collectible or manga type in this catalog.
import { BAD_RATE_DATE, type TRates } from "@gbo/contracts/catalog";
import type { Country } from "@gbo/domain/catalog";
import { parseMonthDayYear } from "@gbo/domain/dates";
import { rateTableFor, shippingCharges } from "@gbo/domain/shipping";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { getCatalog } from "./catalog-loader";

/** MM-DD-YYYY exactly (two-digit month and day), as the path names it. */
const MONTH_DAY_YEAR = /^\d{2}-\d{2}-\d{4}$/;

export async function ratesOn(db: Db, text: string, country: Country, count = 1): Promise<TRates> {
  const day = MONTH_DAY_YEAR.test(text) ? parseMonthDayYear(text) : null;
  if (!day) throw new AppError("bad_request", BAD_RATE_DATE);
  const catalog = await getCatalog(db);
  const table = rateTableFor(catalog, country, day, day);
  return {
    country,
    version: table.version,
    from: table.from,
    rates: table.rates.map((rate) => ({
      id: rate.id,
      name: rate.name,
      totalCost: rate.baseCost + rate.additionalCost * (count - 1) + rate.handlingCost,
      // The split the order's totals make (the domain's), so a rate menu reads as the totals do.
      ...shippingCharges({ rate, count, orderDate: day, receivedDate: day }),
      baseCost: rate.baseCost,
      additionalCost: rate.additionalCost,
      handlingCost: rate.handlingCost,
      insuranceCost: rate.insuranceCost,
      ...(rate.isPickup ? { isPickup: true } : {}),
    })),
  };
}
