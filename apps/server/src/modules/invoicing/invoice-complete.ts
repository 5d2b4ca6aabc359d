// POST /api/orders/{id}/invoice/complete (submissions-pricing §4 "Invoice complete requires
// canCheckout"): the saved invoice must be valid (every row rule), have a shipping address, a rate, a
// pay method and an origin, and its promo code must still apply; the order then moves Invoicing →
// AddComic (pre-receiving), logged, with a new version.
import type { TInvoiceComplete, TInvoiceResult } from "@gbo/contracts/invoicing";
import type { Country } from "@gbo/domain/catalog";
import { utcDay } from "@gbo/domain/dates";
import { quoteInvoice } from "@gbo/domain/invoice";
import type { Database } from "../../db/client";
import { getCatalog } from "../catalog/index";
import { type Actor, actionResult, assertOrderStatus, findOrder, writeOrder } from "../orders/index";
import {
  checkAddress,
  checkCheckoutChoices,
  checkPayMethod,
  checkPricedChoices,
  checkRows,
  payColumnsOf,
} from "./invoice-checks";
import {
  addOnCountsOf,
  invoiceDays,
  invoiceQuoteInput,
  loadInvoiceRows,
  promoOrNone,
  rateIdOf,
  requireCustomer,
} from "./invoice-context";

export const INVOICE_COMPLETED_MESSAGE = "Invoice completed";

export async function completeInvoice(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TInvoiceComplete;
  now?: Date;
}): Promise<TInvoiceResult> {
  const { database, actor, body } = options;
  const now = options.now ?? new Date();
  const today = utcDay(now);
  const answer = await writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      assertOrderStatus(order, ["Invoicing"]);
      const country = order.countryCode as Country;
      const [catalog, customer, { rows }] = await Promise.all([
        getCatalog(tx, undefined, order.level),
        requireCustomer(tx, order.customerId),
        loadInvoiceRows(tx, order.id),
      ]);
      const addOnCounts = addOnCountsOf(order);
      checkRows(catalog, country, rows, addOnCounts);
      await checkAddress(tx, order, order.addressId ?? null);
      checkCheckoutChoices(order);
      await checkPayMethod(tx, order, body.payMethodId);
      const days = invoiceDays(order, today);
      const rateId = rateIdOf(catalog, order, days);
      const quote = quoteInvoice(
        invoiceQuoteInput({
          catalog,
          order,
          customer,
          rows,
          addOnCounts,
          ...days,
          rateId,
          isInsurance: order.isInsurance,
          promoCode: order.promoCode ?? null,
          promo: await promoOrNone(tx, order.promoCode),
          rewards: order.rewards,
          today,
        }),
      );
      checkPricedChoices(order.level, { rateId, promoCode: order.promoCode ?? null }, quote);
      const payment =
        typeof body.payMethodId === "string" ? body.payMethodId : `stored method ${body.payMethodId}`;
      return {
        changes: { status: "AddComic", statusChangedAt: now, ...payColumnsOf(body.payMethodId) },
        log: [
          {
            type: "Status",
            description: `${INVOICE_COMPLETED_MESSAGE}: ${order.count} comics, pay by ${payment}`,
            fromStatus: order.status,
            toStatus: "AddComic",
          },
        ],
        events: [{ orderId: order.id, tierId: null, fromStatus: order.status, toStatus: "AddComic" }],
        answer: (version) =>
          actionResult({ message: INVOICE_COMPLETED_MESSAGE, order, version, orderStatus: "AddComic" }),
      };
    },
  });
  const order = await findOrder(database.db, answer.orderId);
  return {
    message: answer.message,
    orderId: answer.orderId,
    status: answer.orderStatus,
    version: answer.version,
    count: order?.count ?? 0,
    grandTotal: order?.grandTotal ?? 0,
    taxes: order?.taxes ?? 0,
    amountDue: (order?.grandTotal ?? 0) + (order?.taxes ?? 0),
  };
}
