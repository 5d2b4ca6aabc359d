// POST /api/orders/submit with `kind: 'invoice'` (submissions-pricing §2 "/invoicing/new", §7 "Submit
// invoice"): a walk-in invoice for a chosen customer. The server runs every invoice-row rule (§5), the
// received date window, the address and pay-method checks, re-prices with quoteInvoice and refuses a screen
// total it does not find ('Please verify submitted data'). The order is made in Invoicing (received on the
// chosen day) with its tier rows, add-on counts, pay method, the customer's rewards, a log line and the
// idempotency key, in one transaction; a repeat of the key answers the order the first call made.
import type { TInvoiceSubmit } from "@gbo/contracts/invoicing";
import type { TSubmitOrderResult } from "@gbo/contracts/submissions";
import type { Country } from "@gbo/domain/catalog";
import { utcDay } from "@gbo/domain/dates";
import { type InvoiceTierRow, quoteInvoice } from "@gbo/domain/invoice";
import { NO_PROMOCODE } from "@gbo/domain/messages";
import { formatMoney } from "@gbo/domain/money";
import { isOnsite } from "@gbo/domain/pricing";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers, type NewOrderRow, orderLog, orders } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { getCatalog } from "../catalog/index";
import { type Actor, earlierNewOrder, insertNewOrder, quotedOrderColumns } from "../orders/index";
import {
  checkAddress,
  checkExpected,
  checkPayMethod,
  checkPricedChoices,
  checkReceivedDate,
  checkRows,
  payColumnsOf,
} from "./invoice-checks";
import { invoiceQuoteInput, promoOrNone } from "./invoice-context";
import { moveRewards, writeTiers } from "./invoice-save";

export const NEW_INVOICE_CUSTOMER_MESSAGE = "Customer not found.";
export const NEW_INVOICE_LEVEL_MESSAGE = "The level must be the customer's membership or onsite.";
export const newInvoiceCatalogChanged = (current: number, sent: number): string =>
  `The price list changed (version ${current}; this invoice was priced on version ${sent}). Reload the invoice to re-price it, then submit again.`;

export async function submitNewInvoice(options: {
  database: Database;
  actor: Actor;
  body: TInvoiceSubmit;
  now?: Date;
}): Promise<TSubmitOrderResult> {
  const { database, actor, body } = options;
  const { db } = database;
  const now = options.now ?? new Date();
  const today = utcDay(now);
  const earlier = await earlierNewOrder({ database, actor, body });
  if (earlier) return earlier;

  const catalog = await getCatalog(db, undefined, body.level);
  if (catalog.version !== body.version) {
    throw new AppError("conflict", newInvoiceCatalogChanged(catalog.version, body.version));
  }
  const [customer] = await db.select().from(customers).where(eq(customers.id, body.userId)).limit(1);
  if (!customer) {
    throw AppError.fields(NEW_INVOICE_CUSTOMER_MESSAGE, { userId: [NEW_INVOICE_CUSTOMER_MESSAGE] });
  }
  if (body.level !== customer.level && !isOnsite(body.level)) {
    throw AppError.fields(NEW_INVOICE_LEVEL_MESSAGE, { level: [NEW_INVOICE_LEVEL_MESSAGE] });
  }
  const country = body.countryCode as Country;
  const order = {
    customerId: customer.id,
    countryCode: body.countryCode,
    level: body.level,
    shippingAccount: null,
    rewards: 0,
    dropOffValue: 0,
  };
  const rows: InvoiceTierRow[] = body.tiers.map((r) => ({ ...r, id: r.id.toUpperCase() }));
  checkRows(catalog, country, rows, body.addons);
  checkReceivedDate(body.receivedDate, today, today);
  await checkAddress(db, order, body.addressId);
  await checkPayMethod(db, order, body.payMethodId);
  const promoCode =
    body.promoCode?.trim() && body.promoCode.trim() !== NO_PROMOCODE ? body.promoCode.trim() : null;
  const quote = quoteInvoice(
    invoiceQuoteInput({
      catalog,
      order,
      customer,
      rows,
      addOnCounts: body.addons,
      orderDate: today,
      receivedDate: body.receivedDate,
      rateId: body.rateId,
      isInsurance: body.isInsurance,
      promoCode,
      promo: await promoOrNone(db, promoCode),
      rewards: body.rewards,
      today,
    }),
  );
  checkPricedChoices(body.level, { rateId: body.rateId, promoCode }, quote);
  checkExpected(body.expected, quote);
  const fastPass = Math.max(0, ...rows.map((r) => r.fastPass));

  return insertNewOrder({
    database,
    actor,
    body,
    now,
    status: "Invoicing",
    totals: quote,
    write: async (tx, orderId) => {
      const row: NewOrderRow = {
        id: orderId,
        customerId: customer.id,
        addressId: body.addressId,
        status: "Invoicing",
        level: body.level,
        version: 1,
        countryCode: body.countryCode,
        collectibleType: body.collectibleType,
        mangaType: body.collectibleType === "Manga" ? (body.mangaType ?? "Tankobon") : null,
        ...quotedOrderColumns(quote),
        isInsurance: body.isInsurance,
        repCode: body.repCode,
        origin: body.origin.title,
        receivedDate: new Date(`${body.receivedDate}T00:00:00Z`),
        date: now,
        addOnCounts: body.addons,
        isFastPass: fastPass > 0,
        fastPassValue: fastPass,
        ...payColumnsOf(body.payMethodId),
        paidDetail: [],
        statusChangedAt: now,
        updatedAt: now,
      };
      await tx.insert(orders).values(row);
      await writeTiers(tx, orderId, rows, quote, new Map(), now);
      await moveRewards(tx, customer.id, quote.rewards, now);
      await tx.insert(orderLog).values({
        orderId,
        workerId: actor.id,
        author: actor.name,
        type: "Status",
        description: `Walk-in invoice submitted: ${quote.count} comics in ${rows.length} tiers, total ${formatMoney(quote.amountDue, country)}`,
        fromStatus: null,
        toStatus: "Invoicing",
      });
    },
  });
}
