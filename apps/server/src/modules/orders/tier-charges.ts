// Added charges when a tier changes to fast pass or pressing (workflow §4: "which adds charges"),
// priced from the catalog. Per comic, because share-of-value fees depend on each comic's insured value.
import {
  DEFAULT_CATALOG,
  type FastPassValue,
  fastPressFee,
  findAddOn,
  findTier,
  isShareOfValue,
  pressFee,
  type Tier,
} from "@gbo/domain/catalog";
import { and, eq, sql } from "drizzle-orm";
import { orders, transactions } from "../../db/schema/index";
import type { Actor, Tx } from "./order-write";

// TEMPORARY private copy of @gbo/domain/pricing fastPassPrice (its module has no index yet): replace
// with the import once `@gbo/domain/pricing` exports it.
function fastPassPrice(
  tier: Tier,
  value: number,
  addOnValue: { value: number; premium: number } | undefined,
): number {
  if (value === 1)
    return addOnValue ? (isShareOfValue(tier.value) ? addOnValue.premium : addOnValue.value) : 0;
  if (value === 2) return tier.expressValue ?? 0;
  if (value === 3) return tier.expressPlusValue ?? 0;
  if (value === 4) return tier.superExpressValue ?? 0;
  return 0;
}

type Priced = { countryCode: "US" | "CA"; tierId: string; comicsInsured: readonly number[] };

function catalogTier(input: Priced): Tier | undefined {
  return findTier(DEFAULT_CATALOG, input.countryCode, input.tierId)?.tier;
}

/** Difference in cents between the new and the old fast-pass level for the tier's comics. */
export function fastPassChargeCents(input: Priced & { from: number; to: number }): number {
  const tier = catalogTier(input);
  if (!tier) return 0;
  const addOn = findAddOn(DEFAULT_CATALOG, input.countryCode, "fastPass");
  const perComic = fastPassPrice(tier, input.to, addOn) - fastPassPrice(tier, input.from, addOn);
  return perComic * input.comicsInsured.length;
}

function pressPrice(tier: Tier, press: number, insured: number): number {
  if (press <= 0) return 0;
  return press === 1 ? pressFee(tier, insured) : fastPressFee(tier, insured);
}

/** Difference in cents between the new and the old press level (1 pressing; 2 and 3 fast pressing). */
export function pressChargeCents(input: Priced & { from: number; to: number }): number {
  const tier = catalogTier(input);
  if (!tier) return 0;
  return input.comicsInsured.reduce(
    (sum, insured) => sum + pressPrice(tier, input.to, insured) - pressPrice(tier, input.from, insured),
    0,
  );
}

export const isFastPassValue = (value: number): value is FastPassValue => value >= 0 && value <= 6;

/**
 * Appends a money record and moves the balance with it. Fees (and AR) raise what is owed; payments
 * and credits lower it. Append-only: a correction is another row.
 */
export async function recordTransaction(
  tx: Tx,
  input: {
    order: { id: string; customerId: number; countryCode: "US" | "CA" };
    actor: Actor;
    /** Signed cents as recorded: credits and refunds are negative ("credit transactions negate the amount"). */
    amount: number;
    transType: "FEE" | "CREDIT" | "AR" | "CLOVER" | "CASH" | "CHECK" | "MONEYORDER";
    description: string;
    isRefund?: boolean;
    /** Change of the order balance in cents (positive: more owed). */
    balanceDelta: number;
  },
): Promise<void> {
  const { order } = input;
  await tx.insert(transactions).values({
    orderId: order.id,
    customerId: order.customerId,
    amount: input.amount,
    transType: input.transType,
    isFee: input.transType === "FEE",
    isRefund: input.isRefund ?? false,
    // "fee and AR transactions are marked success"; nothing else here talks to a gateway.
    success: true,
    orderCurrency: order.countryCode === "CA" ? "CAD" : "USD",
    country: order.countryCode,
    description: input.description,
    workerId: input.actor.id,
    author: input.actor.name,
  });
  if (input.balanceDelta !== 0) {
    await tx
      .update(orders)
      .set({ balance: sql`${orders.balance} + ${input.balanceDelta}` })
      .where(and(eq(orders.id, order.id)));
  }
}
