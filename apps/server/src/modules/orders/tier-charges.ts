// Added charges when a tier changes to fast pass or pressing (workflow §4: "which adds charges"):
// the domain prices them from the catalog; this file records them as money.
import { DEFAULT_CATALOG, findTier, type Tier } from "@gbo/domain/catalog";
import { milestoneOfTransaction } from "@gbo/domain/mail";
import { fastPassChangeCharge, pressChangeCharge } from "@gbo/domain/pricing";
import { isRefundablePayment, type TransactionType } from "@gbo/domain/workflow";
import { and, eq, sql } from "drizzle-orm";
import { orders, transactions } from "../../db/schema/index";
import { queueMilestoneMail } from "../../integrations/mail/milestone-outbox";
import type { Actor, Tx } from "./order-write";

type Priced = {
  countryCode: "US" | "CA";
  tierId: string;
  comicsInsured: readonly number[];
  from: number;
  to: number;
};

/** The price-list tier an order's tier is priced from (a fast-pass suffix resolved); undefined if none. */
export function catalogTierOf(countryCode: "US" | "CA", tierId: string): Tier | undefined {
  return findTier(DEFAULT_CATALOG, countryCode, tierId)?.tier;
}

/** Difference in cents between the new and the old fast-pass level for the tier's comics. */
export function fastPassChargeCents(input: Priced): number {
  return fastPassChangeCharge({ catalog: DEFAULT_CATALOG, country: input.countryCode, ...input });
}

/** Difference in cents between the new and the old press level (1 pressing; 2 and 3 fast pressing). */
export function pressChargeCents(input: Priced): number {
  return pressChangeCharge({ catalog: DEFAULT_CATALOG, country: input.countryCode, ...input });
}

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
    transType: TransactionType;
    description: string;
    isRefund?: boolean;
    /** Change of the order balance in cents (positive: more owed). */
    balanceDelta: number;
  },
): Promise<void> {
  const { order } = input;
  const [row] = await tx
    .insert(transactions)
    .values({
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
    })
    .returning({ id: transactions.id });
  // A payment taken or a refund given at the counter: the customer's receipt (issue 33).
  const milestone = milestoneOfTransaction({
    transType: input.transType,
    success: true,
    isRefund: input.isRefund ?? false,
    isVoid: false,
    amountCents: input.amount,
  });
  if (milestone && row) await queueMilestoneMail(tx, { orderId: order.id, milestone, transactionId: row.id });
  // A payment taken (cash, check, money order, card terminal) can be refunded later: `refundable` follows.
  const isPayment = isRefundablePayment({
    id: 0,
    parentId: null,
    settlesAt: null,
    isVoid: false,
    success: true,
    transType: input.transType,
    amountCents: input.amount,
    isRefund: input.isRefund ?? false,
  });
  if (input.balanceDelta !== 0 || isPayment) {
    await tx
      .update(orders)
      .set({
        balance: sql`${orders.balance} + ${input.balanceDelta}`,
        ...(isPayment ? { refundable: sql`${orders.refundable} + ${input.amount}` } : {}),
      })
      .where(and(eq(orders.id, order.id)));
  }
}
