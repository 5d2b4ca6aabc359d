// Sums across orders, one per currency (issue 30 point 8): an order is in its country's currency ($ for
// US, CA$ for CA), so a total over many orders is one figure per currency, never one mixed figure.
import { COUNTRIES } from "@gbo/domain/catalog";
import { z } from "zod";
import { ZSafeIntSchema } from "./integers";

export const ZCurrencyTotalSchema = z
  .object({
    countryCode: z.enum(COUNTRIES).describe("The orders' country: US sums are in $, CA sums in CA$"),
    cents: ZSafeIntSchema(),
  })
  .meta({ id: "CurrencyTotal" });
export type TCurrencyTotal = z.infer<typeof ZCurrencyTotalSchema>;

export const ZCurrencyTotalsSchema = z
  .array(ZCurrencyTotalSchema)
  .describe("One sum per currency that has orders, US first; empty when there are none");
