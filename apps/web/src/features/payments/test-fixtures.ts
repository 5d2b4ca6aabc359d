// The payments screens' tests: an order with a balance, its customer's stored methods and its payments,
// and a stand-in server that records every call (the whole app runs, signed in with the given claims).
import type { TOrderSummary } from "@gbo/contracts/orders";
import type { TMoneyResult, TOrderPayments, TPaymentMethod, TPaymentState } from "@gbo/contracts/payments";
import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { ORDER_ID, order, orderSummary } from "../../test/order-fixtures";
import { renderApp, worker } from "../../test/render-app";

export { ORDER_ID };
export const CUSTOMER_ID = 7;
export const TOKENIZE_URL = "/api/payments/test-gateway/tokenize";

export function payMethod(overrides: Partial<TPaymentMethod> = {}): TPaymentMethod {
  return {
    id: 1,
    userId: CUSTOMER_ID,
    type: "CreditCard",
    displayName: "Visa ending 4242",
    brand: "Visa",
    cardNumber: "4242",
    expireMonth: 4,
    expireYear: 2040,
    bankName: null,
    accountNumber: null,
    isExpired: false,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

export const visa = payMethod();
export const mastercard = payMethod({
  id: 2,
  displayName: "Mastercard ending 4444",
  brand: "Mastercard",
  cardNumber: "4444",
});

/** An order at Billing owing $120 of $215, with $95 paid: a $75 card charge and $20 cash. */
export function owingSummary(overrides: Partial<TOrderSummary["order"]> = {}): TOrderSummary {
  const base = orderSummary();
  return {
    ...base,
    order: order({
      status: "Billing",
      balance: 120,
      refundable: 95,
      total: 215,
      grandTotal: 215,
      ...overrides,
    }),
    balance: 120,
    statement: { ...base.statement, total: 215, paid: 95, balance: 120, payments: [], entryCount: 2 },
    transactions: [
      transaction(31, "CHARGE", 75, "Visa ending 4242"),
      transaction(32, "CASH", 20, "Cash at the counter"),
    ],
  };
}

function transaction(id: number, transType: "CHARGE" | "CASH", amount: number, description: string) {
  return {
    id,
    orderId: ORDER_ID,
    userId: CUSTOMER_ID,
    amount,
    transType,
    isFee: false,
    isRefund: false,
    isVoid: false,
    success: true,
    orderCurrency: "$",
    country: "US" as const,
    authPaymentId: null,
    authId: null,
    refId: null,
    description,
    createdBy: "billing",
    createdAt: "2026-11-02T10:00:00.000Z",
  };
}

export function paymentState(overrides: Partial<TPaymentState> = {}): TPaymentState {
  return {
    transactionId: 31,
    transType: "CHARGE",
    description: "Visa ending 4242",
    amount: 75,
    refunded: 0,
    refundable: 75,
    isVoided: false,
    canVoid: true,
    canRefundAtGateway: true,
    createdAt: "2026-11-02T10:00:00.000Z",
    ...overrides,
  };
}

export function orderPayments(payments: TPaymentState[]): TOrderPayments {
  const refundable = payments.reduce((sum, p) => sum + p.refundable, 0);
  return { orderId: ORDER_ID, userId: CUSTOMER_ID, balance: 120, refundable, payments };
}

export function moneyResult(overrides: Partial<TMoneyResult> = {}): TMoneyResult {
  return {
    message: "Charge recorded.",
    orderId: ORDER_ID,
    version: 5,
    orderStatus: "Billing",
    tierId: null,
    tierStatus: null,
    isWarning: false,
    outcomes: [],
    ...overrides,
  };
}

export type Call = { method: string; url: string; path: string; body: unknown };

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * Stands in for the server (call it at the top level of a test file). `state()` gives the test's
 * current order, methods and payments; `answer` may take a call first (a write). Every call is kept
 * in `calls`; a `answer` that throws makes the call fail as a network error would.
 */
export function paymentsServer(
  state: () => { summary: TOrderSummary; methods?: TPaymentMethod[]; payments?: TPaymentState[] },
  answer?: (call: Call) => Response | undefined,
) {
  const calls: Call[] = [];
  let stop: (() => void) | undefined;
  beforeEach(() => {
    calls.length = 0;
    vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
      const url = new URL(String(input), "http://localhost");
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const call = { method: init?.method ?? "GET", url: String(input), path: decodeURI(url.pathname), body };
      calls.push(call);
      const given = answer?.(call);
      if (given) return given;
      const current = state();
      if (call.method !== "GET") return json(404, {});
      if (call.path === `/api/orders/${ORDER_ID}`) return json(200, current.summary);
      if (call.path === `/api/orders/${ORDER_ID}/payments`)
        return json(200, orderPayments(current.payments ?? []));
      if (call.path === `/api/users/${CUSTOMER_ID}/paymethod`)
        return json(200, { items: current.methods ?? [] });
      if (call.path === "/api/payments/config")
        return json(200, {
          gateway: "test",
          tokenizeUrl: TOKENIZE_URL,
          receiptPrinterUrl: "http://localhost:9100/receipt",
        });
      return json(404, {});
    });
  });
  afterEach(() => {
    stop?.();
    identityStore.clear();
    // Toasts live in a store shared by the tests of a file: earlier ones would queue a test's own.
    notifications.clean();
    notifications.cleanQueue();
  });
  return {
    calls,
    writes: () => calls.filter((call) => call.method !== "GET"),
    open: (claims: string[], path = `/orders/${ORDER_ID}`) => {
      const app = renderApp(path, worker(claims));
      stop = app.stopWatching;
      return app;
    },
  };
}
