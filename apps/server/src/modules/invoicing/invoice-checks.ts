// The server's checks of an invoice, from the domain (submissions-pricing §5 "Invoice row", §4 "Invoice
// complete requires canCheckout"): the rows and counts (checkInvoice), the received date window, the
// shipping address, the pay method, the rate and the promo code — each refused with its own text.
import type { Catalog, Country } from "@gbo/domain/catalog";
import {
  carrierOfShippingAccount,
  checkInvoice,
  type InvoiceAddOnCounts,
  type InvoiceQuote,
  type InvoiceTierRow,
  isReceivedDateSelectable,
  validateShippingAddress,
} from "@gbo/domain/invoice";
import { NO_PROMOCODE, VERIFY_SUBMITTED_DATA } from "@gbo/domain/messages";
import { isOnsite, resolveTier } from "@gbo/domain/pricing";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { addresses, type OrderRow, paymentMethods } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import type { Tx } from "../orders/index";

export const RECEIVED_DATE_MESSAGE =
  "The received date must lie within the last 60 days and not in the future.";
export const PAY_METHOD_MESSAGE = "Please choose a payment method of this customer.";
export const CHECK_CASH_US_ONLY_MESSAGE = "Check and cash are accepted for US orders only.";
export const UNKNOWN_RATE_MESSAGE = "This shipping rate is not offered for this invoice.";
export const RATE_REQUIRED_MESSAGE = "Please choose a shipping rate.";
export const ORIGIN_REQUIRED_MESSAGE = "Please choose an origin.";

const refuse = (message: string, field: string): never => {
  throw AppError.fields(message, { [field]: [message] });
};

export function checkRows(
  catalog: Catalog,
  country: Country,
  rows: readonly InvoiceTierRow[],
  counts: InvoiceAddOnCounts,
): void {
  const fastPassAddOn = catalog.countries[country].addOns.find((a) => a.id === "fastPass");
  const checked = checkInvoice(rows, counts, (id) => resolveTier(catalog, country, id), fastPassAddOn);
  if (!checked.ok) refuse(checked.message, checked.field);
}

/** The picker's window (60 days back to today); the date the order already has is kept as it is. */
export function checkReceivedDate(day: string, today: string, current: string): void {
  if (day !== current && !isReceivedDateSelectable(day, today)) refuse(RECEIVED_DATE_MESSAGE, "receivedDate");
}

/** 'Please select a shipping address' (none, or not the customer's), the CA rule and the DHL rule. */
export async function checkAddress(
  db: Db | Tx,
  order: Pick<OrderRow, "customerId" | "countryCode" | "shippingAccount">,
  addressId: number | null,
): Promise<void> {
  const [address] =
    addressId === null
      ? []
      : await db
          .select({ country: addresses.country })
          .from(addresses)
          .where(and(eq(addresses.id, addressId), eq(addresses.customerId, order.customerId)))
          .limit(1);
  const checked = validateShippingAddress({
    orderCountry: order.countryCode,
    address: address ?? null,
    carrier: carrierOfShippingAccount(order.shippingAccount),
  });
  if (!checked.ok) refuse(checked.message, "addressId");
}

/** A live stored method of the customer, or check / cash on a US order. */
export async function checkPayMethod(
  db: Db | Tx,
  order: Pick<OrderRow, "customerId" | "countryCode">,
  payMethodId: number | string | null,
): Promise<void> {
  if (payMethodId === null) refuse(PAY_METHOD_MESSAGE, "payMethodId");
  if (typeof payMethodId === "string") {
    if (order.countryCode !== "US") refuse(CHECK_CASH_US_ONLY_MESSAGE, "payMethodId");
    return;
  }
  const found = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, payMethodId as number),
        eq(paymentMethods.customerId, order.customerId),
        isNull(paymentMethods.deletedAt),
      ),
    )
    .limit(1);
  if (found.length === 0) refuse(PAY_METHOD_MESSAGE, "payMethodId");
}

/** The pay method the order keeps, while it still names a live method of the customer (or check /
 * cash on a US order); else none, and the invoicer chooses again. */
export async function storedPayChoice(
  db: Db | Tx,
  order: Pick<OrderRow, "customerId" | "countryCode" | "payMethodId" | "payOther">,
): Promise<number | "check" | "cash" | null> {
  if (order.payOther) return order.countryCode === "US" ? order.payOther : null;
  if (order.payMethodId === null || order.payMethodId === undefined) return null;
  const found = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, order.payMethodId),
        eq(paymentMethods.customerId, order.customerId),
        isNull(paymentMethods.deletedAt),
      ),
    )
    .limit(1);
  return found.length > 0 ? order.payMethodId : null;
}

/** The order's pay-method columns of a choice: a stored method id, or check / cash. */
export function payColumnsOf(choice: number | "check" | "cash" | null): {
  payMethodId: number | null;
  payOther: "check" | "cash" | null;
} {
  return typeof choice === "number"
    ? { payMethodId: choice, payOther: null }
    : { payMethodId: null, payOther: choice };
}

/** A chosen rate the table does not offer, and a typed promo code that does not apply. */
export function checkPricedChoices(
  level: string,
  choices: { rateId: string | null; promoCode: string | null },
  quote: InvoiceQuote,
): void {
  if (choices.rateId && !isOnsite(level) && !quote.rate) refuse(UNKNOWN_RATE_MESSAGE, "rateId");
  const typed = choices.promoCode?.trim();
  if (typed && typed !== NO_PROMOCODE && quote.promoMessage) refuse(quote.promoMessage, "promoCode");
}

/** The screen's totals must be the server's, else 'Please verify submitted data' and nothing is saved. */
export function checkExpected(expected: { grandTotal: number; taxes: number }, quote: InvoiceQuote): void {
  const fields: Record<string, string[]> = {};
  if (expected.grandTotal !== quote.grandTotal) {
    fields["expected.grandTotal"] = [`The server computed ${quote.grandTotal} cents.`];
  }
  if (expected.taxes !== quote.taxes)
    fields["expected.taxes"] = [`The server computed ${quote.taxes} cents.`];
  if (Object.keys(fields).length > 0) throw AppError.fields(VERIFY_SUBMITTED_DATA, fields);
}

/** §4 canCheckout beyond the rows: a rate (onsite has its own) and an origin. */
export function checkCheckoutChoices(order: Pick<OrderRow, "level" | "rate" | "origin">): void {
  if (!order.rate && !isOnsite(order.level)) refuse(RATE_REQUIRED_MESSAGE, "rateId");
  if (!order.origin) refuse(ORIGIN_REQUIRED_MESSAGE, "origin");
}
