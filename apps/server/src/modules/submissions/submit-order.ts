// POST /api/orders/submit (submissions-pricing §7 "Submit invoice"): the server re-prices the whole
// submission with the domain on its own catalog and stores it as a Submitted order. It never trusts the
// browser's totals: `expected` (what the screen showed) must equal the computation, else 400 'Please
// verify submitted data' and nothing is stored. Order, tiers, comics, signatures, the log entry, the
// customer's rewards and the idempotency key are written in one transaction.
import type { TSubmitOrder, TSubmitOrderResult } from "@gbo/contracts/submissions";
import { utcDay } from "@gbo/domain/dates";
import {
  INVOICE_CANADA_ADDRESS_ONLY,
  INVOICE_SHIPPING_ADDRESS_REQUIRED,
  NO_PROMOCODE,
  VERIFY_SUBMITTED_DATA,
} from "@gbo/domain/messages";
import { isDraftValid, isOnsite, type Quote, quoteSubmission } from "@gbo/domain/pricing";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { insertJsonRows } from "../../db/insert-json-rows";
import { comics, customers, orderLog, orders, signatures, tiers } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { getCatalog } from "../catalog/index";
import { type Actor, earlierNewOrder, insertNewOrder } from "../orders/index";
import { loadSubmitContext } from "./submit-context";
import { submitQuoteInput } from "./submit-quote";
import { buildSubmitRows } from "./submit-rows";
import { checkSubmittedComics, isLookupTitle } from "./submit-rules";

export const CUSTOMER_NOT_FOUND_MESSAGE = "Customer not found.";
export const LEVEL_MISMATCH_MESSAGE = "The level must be the customer's membership or onsite.";
export const PAY_METHOD_MESSAGE = "Please choose a payment method of this customer.";
export const CHECK_CASH_US_ONLY_MESSAGE = "Check and cash are accepted for US orders only.";
export const UNKNOWN_RATE_MESSAGE = "This shipping rate is not offered for this submission.";
export const REWARDS_CHANGED_MESSAGE =
  "The customer's rewards changed meanwhile. Reload the customer and submit again.";
export const NOT_VALID_MESSAGE = "The submission has no total: add a priced comic or a grade screen.";
export const catalogVersionChanged = (current: number, draft: number): string =>
  `The price list changed (version ${current}; this submission was priced on version ${draft}). Reload the submission to re-price it, then submit again.`;

/** Order-level checks of §5 "Invoice row" and §9 (address, pay method, rate, level). */
function checkOrderLevel(
  body: TSubmitOrder,
  context: Awaited<ReturnType<typeof loadSubmitContext>>,
  quote: Quote,
): void {
  const { customer, address } = context;
  if (!customer) throw AppError.fields(CUSTOMER_NOT_FOUND_MESSAGE, { userId: [CUSTOMER_NOT_FOUND_MESSAGE] });
  if (body.level !== customer.level && !isOnsite(body.level)) {
    throw AppError.fields(LEVEL_MISMATCH_MESSAGE, { level: [LEVEL_MISMATCH_MESSAGE] });
  }
  if (!address) {
    throw AppError.fields(INVOICE_SHIPPING_ADDRESS_REQUIRED, {
      addressId: [INVOICE_SHIPPING_ADDRESS_REQUIRED],
    });
  }
  if (body.countryCode === "CA" && address.country !== "CA") {
    throw AppError.fields(INVOICE_CANADA_ADDRESS_ONLY, { addressId: [INVOICE_CANADA_ADDRESS_ONLY] });
  }
  if (typeof body.payMethodId === "string") {
    if (body.countryCode !== "US") {
      throw AppError.fields(CHECK_CASH_US_ONLY_MESSAGE, { payMethodId: [CHECK_CASH_US_ONLY_MESSAGE] });
    }
  } else if (!context.hasPayMethod) {
    throw AppError.fields(PAY_METHOD_MESSAGE, { payMethodId: [PAY_METHOD_MESSAGE] });
  }
  if (body.rateId && !isOnsite(body.level) && !quote.rate) {
    throw AppError.fields(UNKNOWN_RATE_MESSAGE, { rateId: [UNKNOWN_RATE_MESSAGE] });
  }
  // §5 promo rules: a typed code that does not apply is refused with its message ("Promo Code is
  // invalid.", "{id} promo code cannot be used!"); the browser clears such a code before submitting.
  const typed = body.promoCode?.trim();
  if (typed && typed !== NO_PROMOCODE && quote.promoMessage) {
    throw AppError.fields(quote.promoMessage, { promoCode: [quote.promoMessage] });
  }
  if (!isDraftValid(quote.total, body.comics)) {
    throw AppError.fields(NOT_VALID_MESSAGE, { comics: [NOT_VALID_MESSAGE] });
  }
}

function checkExpected(body: TSubmitOrder, quote: Quote): void {
  const fields: Record<string, string[]> = {};
  if (body.expected.grandTotal !== quote.grandTotal) {
    fields["expected.grandTotal"] = [`The server computed ${quote.grandTotal} cents.`];
  }
  if (body.expected.taxes !== quote.taxes) {
    fields["expected.taxes"] = [`The server computed ${quote.taxes} cents.`];
  }
  if (Object.keys(fields).length > 0) throw AppError.fields(VERIFY_SUBMITTED_DATA, fields);
}

export async function submitOrder(options: {
  database: Database;
  actor: Actor;
  body: TSubmitOrder;
  now?: Date;
}): Promise<TSubmitOrderResult> {
  const { database, actor, body } = options;
  const { db } = database;
  const now = options.now ?? new Date();
  // A repeat of a submit that went through answers the order it made, whatever changed since.
  const earlier = await earlierNewOrder({ database, actor, body });
  if (earlier) return earlier;

  // The tiers of the draft's level (an 'onsite' or 'Dealer' row replaces the every-level one), as the
  // browser's submit data gives them.
  const catalog = await getCatalog(db, undefined, body.level);
  if (catalog.version !== body.version) {
    throw new AppError("conflict", catalogVersionChanged(catalog.version, body.version));
  }
  const context = await loadSubmitContext(db, {
    userId: body.userId,
    addressId: body.addressId,
    payMethodId: body.payMethodId,
    promoCode: body.promoCode,
    reholderIds: body.comics.flatMap((c) => (c.reholderId ? [c.reholderId] : [])),
    collectibleType: body.collectibleType,
    lookupTitles: body.comics.filter(isLookupTitle).map((c) => c.title),
  });
  const checked = checkSubmittedComics(catalog, body, context);
  const customer = context.customer;
  if (!customer) throw AppError.fields(CUSTOMER_NOT_FOUND_MESSAGE, { userId: [CUSTOMER_NOT_FOUND_MESSAGE] });
  const quote = quoteSubmission(
    submitQuoteInput({
      catalog,
      body,
      customer,
      promo: context.promo,
      comics: checked.drafts,
      orderDate: utcDay(now),
    }),
  );
  checkOrderLevel(body, context, quote);
  checkExpected(body, quote);

  return insertNewOrder({
    database,
    actor,
    body,
    now,
    status: "Submitted",
    totals: quote,
    write: async (tx, orderId) => {
      const rows = buildSubmitRows({
        orderId,
        body,
        quote,
        tiers: checked.tiers,
        customTitles: checked.customTitles,
        titles: checked.titles,
        now,
      });
      await tx.insert(orders).values(rows.order);
      await tx.insert(tiers).values(rows.tiers);
      await insertJsonRows(tx, comics, rows.comics);
      await insertJsonRows(tx, signatures, rows.signatures);
      await tx.insert(orderLog).values({
        orderId,
        workerId: actor.id,
        author: actor.name,
        type: "Status",
        description: `Submitted: ${quote.count} comics`,
        fromStatus: null,
        toStatus: "Submitted",
      });
      if (quote.rewards > 0) {
        // Conditional on the balance still covering it: two submits never spend the same rewards.
        const spent = await tx
          .update(customers)
          .set({
            rewardsAvailable: sql`${customers.rewardsAvailable} - ${quote.rewards}`,
            rewardsApplied: sql`${customers.rewardsApplied} + ${quote.rewards}`,
            updatedAt: now,
          })
          .where(and(eq(customers.id, body.userId), gte(customers.rewardsAvailable, quote.rewards)))
          .returning({ id: customers.id });
        if (spent.length === 0) throw new AppError("conflict", REWARDS_CHANGED_MESSAGE);
      }
    },
  });
}
