// Demo payments (issue 12) and the factories the money int tests share: stored methods tokenized by the
// built-in test gateway (never a number kept), gateway charges and refunds the gateway itself knows (so
// a later void or refund of them works), counter payments. Each fixed order serves one e2e spec alone.
import { randomUUID } from "node:crypto";
import { orderRefundableCents, paymentStates } from "@gbo/domain/workflow";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  type OrderRow,
  orders,
  type PaymentMethodRow,
  paymentMethods,
  type TransactionRow,
  transactions,
} from "../db/schema/index";
import { createTestGateway, storeTestToken } from "../integrations/payments/index";
import { newPaymentMethodRow } from "../modules/payments/index";
import { seedCustomer } from "./customers-factory";
import { buildOrderRows, insertOrderBatch, type SeedOrderSpec } from "./orders-factory";
import { createRandom, DAY_MS } from "./seed-random";

type MoneyOrder = Pick<OrderRow, "id" | "customerId" | "countryCode">;

/** A card stored for a customer as the payment form would: tokenized by the test gateway first. */
export async function seedPayMethod(
  db: Db,
  customerId: number,
  card: { cardNumber: string; expireMonth?: number; expireYear?: number },
): Promise<PaymentMethodRow> {
  const expireYear = card.expireYear ?? new Date().getUTCFullYear() + 3;
  const info = await storeTestToken(db, {
    type: "CreditCard",
    cardNumber: card.cardNumber,
    expireMonth: card.expireMonth ?? 12,
    expireYear,
  });
  const [row] = await db
    .insert(paymentMethods)
    .values(newPaymentMethodRow(info, { customerId, gateway: "test", createdBy: "Demo" }))
    .returning();
  if (!row) throw new Error("payment method insert returned nothing");
  return row;
}

const moneyColumns = (order: MoneyOrder, at: Date) => ({
  orderId: order.id,
  customerId: order.customerId,
  orderCurrency: order.countryCode === "CA" ? "CAD" : "USD",
  country: order.countryCode,
  author: "Demo",
  createdAt: at,
});

/** A card charge taken by the test gateway at `at` (it settles at the next UTC midnight after). */
export async function seedGatewayCharge(
  db: Db,
  input: { order: MoneyOrder; method: PaymentMethodRow; amountCents: number; at: Date },
): Promise<TransactionRow> {
  const gateway = createTestGateway(db, { now: () => input.at });
  const result = await gateway.charge({
    reference: randomUUID(),
    token: input.method.token,
    amountCents: input.amountCents,
    currency: input.order.countryCode === "CA" ? "CAD" : "USD",
    description: `Order ${input.order.id}`,
  });
  if (!result.success) throw new Error(`demo charge declined: ${result.message}`);
  const [row] = await db
    .insert(transactions)
    .values({
      ...moneyColumns(input.order, input.at),
      amount: input.amountCents,
      transType: "CHARGE",
      success: true,
      authPaymentId: result.authPaymentId,
      authId: result.authId,
      refId: result.refId,
      description: input.method.displayName,
      payMethodId: input.method.id,
      settlesAt: result.settlesAt,
    })
    .returning();
  if (!row) throw new Error("charge insert returned nothing");
  return row;
}

/** A refund of a gateway charge, made at the gateway and recorded as a new negative row. */
export async function seedGatewayRefund(
  db: Db,
  input: { order: MoneyOrder; charge: TransactionRow; amountCents: number; at: Date; description: string },
): Promise<TransactionRow> {
  const gateway = createTestGateway(db, { now: () => input.at });
  const result = await gateway.refund({
    reference: randomUUID(),
    authPaymentId: input.charge.authPaymentId ?? "",
    amountCents: input.amountCents,
  });
  if (!result.success) throw new Error(`demo refund refused: ${result.message}`);
  const [row] = await db
    .insert(transactions)
    .values({
      ...moneyColumns(input.order, input.at),
      amount: -input.amountCents,
      transType: "CHARGE",
      isRefund: true,
      success: true,
      authPaymentId: result.authPaymentId,
      authId: result.authId,
      refId: result.refId,
      description: input.description,
      payMethodId: input.charge.payMethodId,
      parentId: input.charge.id,
    })
    .returning();
  if (!row) throw new Error("refund insert returned nothing");
  return row;
}

/** Cash, check or money order taken at the counter (as the transaction dialog records it). */
export async function seedCounterPayment(
  db: Db,
  input: { order: MoneyOrder; transType: "CASH" | "CHECK" | "MONEYORDER"; amountCents: number; at: Date },
): Promise<TransactionRow> {
  const [row] = await db
    .insert(transactions)
    .values({
      ...moneyColumns(input.order, input.at),
      amount: input.amountCents,
      transType: input.transType,
      success: true,
      description: "Paid at the counter",
    })
    .returning();
  if (!row) throw new Error("payment insert returned nothing");
  return row;
}

/** Sets the order's `refundable` from its rows (what its payments have left to refund). */
export async function refreshRefundable(db: Db, order: Pick<OrderRow, "id" | "status">): Promise<void> {
  const rows = await db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, order.id))
    .orderBy(asc(transactions.id));
  const states = paymentStates(
    rows.map((row) => ({ ...row, amountCents: row.amount })),
    new Date(),
    order.status,
  );
  await db
    .update(orders)
    .set({ refundable: orderRefundableCents(states) })
    .where(eq(orders.id, order.id));
}

/** The money e2e specs' orders: each stands alone. */
export const DEMO_PAYMENT_ORDERS = {
  /** Billing, $120.00 owed; Pat Payments has a Visa 4242 and a Mastercard 4444: charge across both. */
  chargeTwoMethods: "26-PAYM001",
  /** A $40.00 card charge made today, not settled (balance $25.00 after it): void it. */
  voidCharge: "26-PAYM002",
  /** A settled $75.00 card charge from two days ago and $20.00 cash: refund one payment. */
  refundPayment: "26-PAYM003",
  /** Cancelled; its card payment was refunded at the cancel: refunds refused. */
  cancelled: "26-PAYM004",
  /** $90.00 owed, no stored method: add a card, then charge. */
  addCardThenCharge: "26-PAYM005",
  /** A card charge and a cash payment: receipts (the receipt PDF spec reads it; leave it as it is). */
  receipts: "26-PAYM006",
} as const;

const VISA = "4242424242424242";
const MASTERCARD = "5555555555554444";

type DemoOrder = {
  id: string;
  customer: string;
  status: SeedOrderSpec["status"];
  /** Per-comic rate in cents and comic count of its one tier: the grand total. */
  rate: number;
  count: number;
  /** The customer's stored cards. */
  cards?: string[];
  /** Charges to the first card, days ago (0: today, not settled yet); `refundedDaysAgo`: refunded at a cancel. */
  charges?: { cents: number; daysAgo: number; refundedDaysAgo?: number }[];
  /** Cash taken at the counter yesterday. */
  cashCents?: number;
};

const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    id: DEMO_PAYMENT_ORDERS.chargeTwoMethods,
    customer: "Pat Payments",
    status: "Billing",
    rate: 3000,
    count: 4,
    cards: [VISA, MASTERCARD],
  },
  {
    id: DEMO_PAYMENT_ORDERS.voidCharge,
    customer: "Vic Voidwell",
    status: "Billing",
    rate: 6500,
    count: 1,
    cards: [VISA],
    charges: [{ cents: 4000, daysAgo: 0 }],
  },
  {
    id: DEMO_PAYMENT_ORDERS.refundPayment,
    customer: "Rae Refundson",
    status: "Billing",
    rate: 5000,
    count: 2,
    cards: [VISA],
    charges: [{ cents: 7500, daysAgo: 2 }],
    cashCents: 2000,
  },
  {
    id: DEMO_PAYMENT_ORDERS.cancelled,
    customer: "Cal Cancello",
    status: "Cancelled",
    rate: 5000,
    count: 1,
    cards: [VISA],
    charges: [{ cents: 5000, daysAgo: 3, refundedDaysAgo: 1 }],
  },
  {
    id: DEMO_PAYMENT_ORDERS.addCardThenCharge,
    customer: "Nia Newcard",
    status: "Billing",
    rate: 4500,
    count: 2,
  },
  {
    id: DEMO_PAYMENT_ORDERS.receipts,
    customer: "Rex Receipts",
    status: "Billing",
    rate: 4500,
    count: 2,
    cards: [VISA],
    charges: [{ cents: 4500, daysAgo: 1 }],
    cashCents: 2000,
  },
];

/** Stores the order's cards and takes its payments; answers the cents still paid. */
async function payDemoOrder(db: Db, demo: DemoOrder, order: MoneyOrder, now: number): Promise<number> {
  const ago = (days: number) => new Date(now - days * DAY_MS);
  const methods: PaymentMethodRow[] = [];
  for (const cardNumber of demo.cards ?? [])
    methods.push(await seedPayMethod(db, order.customerId, { cardNumber }));
  let paidCents = 0;
  for (const charge of demo.charges ?? []) {
    const method = methods[0];
    if (!method) throw new Error(`demo order ${demo.id}: a charge needs a card`);
    const row = await seedGatewayCharge(db, {
      order,
      method,
      amountCents: charge.cents,
      at: ago(charge.daysAgo),
    });
    paidCents += charge.cents;
    if (charge.refundedDaysAgo !== undefined) {
      const description = `${method.displayName} — Refund on cancel`;
      await seedGatewayRefund(db, {
        order,
        charge: row,
        amountCents: charge.cents,
        at: ago(charge.refundedDaysAgo),
        description,
      });
      paidCents -= charge.cents;
    }
  }
  if (demo.cashCents) {
    await seedCounterPayment(db, { order, transType: "CASH", amountCents: demo.cashCents, at: ago(1) });
    paidCents += demo.cashCents;
  }
  return paidCents;
}

export async function seedDemoPayments(db: Db): Promise<void> {
  const random = createRandom(20260412);
  const now = Date.now();
  for (const demo of DEMO_ORDERS) {
    const { customer, address } = await seedCustomer(db, { name: demo.customer, country: "US" }, random);
    const totalCents = demo.rate * demo.count;
    const built = buildOrderRows(
      {
        id: demo.id,
        status: demo.status,
        customerId: customer.id,
        addressId: address?.id ?? null,
        countryCode: "US",
        collectibleType: "Comic",
        date: new Date(now - 5 * DAY_MS),
        tiers: [{ code: "SO", count: demo.count, rate: demo.rate }],
        // A cancelled order owes nothing (cancel sets its balance to 0).
        balance: demo.status === "Cancelled" ? 0 : totalCents,
      },
      random,
    );
    // Every payment of these orders is a transaction row below, none taken at submission.
    built.order.paidDetail = [];
    await insertOrderBatch(db, [built]);
    const order = { id: demo.id, customerId: customer.id, countryCode: "US" as const };
    const paidCents = await payDemoOrder(db, demo, order, now);
    if (paidCents > 0)
      await db
        .update(orders)
        .set({ balance: totalCents - paidCents })
        .where(eq(orders.id, demo.id));
    await refreshRefundable(db, { id: demo.id, status: demo.status });
  }
}
