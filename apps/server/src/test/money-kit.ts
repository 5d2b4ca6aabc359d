// Helpers of the money int tests: an order owing a balance, its customer's stored cards, and the calls.
import { randomUUID } from "node:crypto";
import type { TMoneyResult } from "@gbo/contracts/payments";
import { asc, eq } from "drizzle-orm";
import {
  orders,
  type PaymentMethodRow,
  paymentAttempts,
  testGatewayOperations,
  transactions,
} from "../db/schema/index";
import { seedOrder } from "../seed/orders-factory";
import { seedPayMethod } from "../seed/payments-demo";
import type { Caller } from "./callers";
import type { TestContext } from "./test-context";

export const VISA = "4242424242424242";
export const MASTERCARD = "5555555555554444";
export const DECLINED = "4000000000000002";
export const NO_FUNDS = "4000000000009995";
export const EXPIRED_AT_GATEWAY = "4000000000000069";
export const TIMEOUT_AFTER_CHARGE = "4000000000000259";

export type MoneyOrder = { orderId: string; customerId: number; methods: PaymentMethodRow[] };

/** An order owing `balanceCents` (its whole grand total, nothing paid yet) and the customer's cards. */
export async function moneyOrder(
  ctx: TestContext,
  options: { balanceCents: number; cards?: string[]; status?: "Billing" | "Invoicing" | "Completed" },
): Promise<MoneyOrder> {
  const { orderId, order } = await seedOrder(ctx.db, {
    status: options.status ?? "Billing",
    balance: options.balanceCents,
    tiers: [{ code: "SO", count: 1, rate: options.balanceCents }],
  });
  const methods: PaymentMethodRow[] = [];
  for (const cardNumber of options.cards ?? [VISA, MASTERCARD]) {
    methods.push(await seedPayMethod(ctx.db, order.customerId, { cardNumber }));
  }
  return { orderId, customerId: order.customerId, methods };
}

export async function orderRow(ctx: TestContext, orderId: string) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

export async function moneyRows(ctx: TestContext, orderId: string) {
  return ctx.db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
    .orderBy(asc(transactions.id));
}

export async function attemptsOf(ctx: TestContext, orderId: string) {
  return ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
}

/** The test gateway's own ledger rows of one order's attempts (what money really moved). */
export async function gatewayOperations(ctx: TestContext, orderId: string) {
  const attempts = await attemptsOf(ctx, orderId);
  const operations = await ctx.db.select().from(testGatewayOperations);
  const references = new Set(attempts.map((attempt) => attempt.id));
  return operations.filter((operation) => references.has(operation.reference));
}

type Sent = { status: number; body: TMoneyResult & { message: string; modelState?: unknown } };

export function moneyCalls(caller: Caller) {
  const post = (path: string, body: Record<string, unknown>): Promise<Sent> =>
    caller.send<TMoneyResult>("POST", `/api/orders/${path}`, { idempotencyKey: randomUUID(), ...body });
  return {
    charge: (
      orderId: string,
      version: number,
      payments: { payMethodId: number; amount: number }[],
      extra = {},
    ) => post("charge", { orderId, version, payments, ...extra }),
    refund: (orderId: string, version: number, fields: Record<string, unknown> = {}) =>
      post("refund", { orderId, version, ...fields }),
    void: (orderId: string, version: number, transactionId: number, extra = {}) =>
      post("void", { orderId, version, transactionId, ...extra }),
  };
}
