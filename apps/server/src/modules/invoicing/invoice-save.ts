// PUT /api/orders/{id}/invoice: the invoicer's whole invoice. Every §5 rule is checked on the locked
// order; the server re-prices with quoteInvoice and refuses a screen total it does not find ('Please
// verify submitted data'); the tier rows are updated, added or removed and the order's totals, choices
// and the customer's rewards written in the one transaction writeOrder opens (stale version → 409).
import type { TInvoiceResult, TInvoiceSave } from "@gbo/contracts/invoicing";
import type { Country } from "@gbo/domain/catalog";
import { utcDay } from "@gbo/domain/dates";
import { type InvoiceQuote, type InvoiceTierRow, quoteInvoice, SUB_COUNT_FIELDS } from "@gbo/domain/invoice";
import { NO_PROMOCODE } from "@gbo/domain/messages";
import { formatMoney } from "@gbo/domain/money";
import { firstTierStatus, type TierServices } from "@gbo/domain/workflow";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers, tiers } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { getCatalog } from "../catalog/index";
import {
  type Actor,
  actionResult,
  assertOrderStatus,
  type Tx,
  touchEvent,
  writeOrder,
} from "../orders/index";
import {
  checkAddress,
  checkExpected,
  checkPayMethod,
  checkPricedChoices,
  checkReceivedDate,
  checkRows,
  payColumnsOf,
} from "./invoice-checks";
import {
  invoiceDays,
  invoiceQuoteInput,
  loadInvoiceRows,
  promoOrNone,
  requireCustomer,
  type TierRowRecord,
  tiersWithComics,
} from "./invoice-context";

export const INVOICE_SAVED_MESSAGE = "Invoice saved.";
export const REWARDS_CHANGED_MESSAGE =
  "The customer's rewards changed meanwhile. Reload the invoice and save again.";
export const tierHasComics = (id: string): string =>
  `Tier ${id} already has comics entered; it cannot be removed from the invoice.`;

const NO_SERVICES: TierServices = {
  hasSpecialImaging: false,
  hasSignature: false,
  hasPressing: false,
  hasImaging: false,
};

/** A tier's services as the invoice row now asks them: pressing and imaging follow the counts. */
function servicesOf(row: InvoiceTierRow, before: TierRowRecord | undefined): TierServices {
  const services = { ...NO_SERVICES, ...(before?.services ?? {}) };
  return {
    ...services,
    hasPressing: row.press > 0 || row.pressCount + row.pressScreenCount > 0,
    hasImaging: row.imageCount > 0,
  };
}

export async function writeTiers(
  tx: Tx,
  orderId: string,
  rows: readonly InvoiceTierRow[],
  quote: InvoiceQuote,
  records: Map<string, TierRowRecord>,
  now: Date,
): Promise<void> {
  const kept = new Set(rows.map((r) => r.id));
  const removed = [...records.keys()].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    await tx.delete(tiers).where(and(eq(tiers.orderId, orderId), inArray(tiers.id, removed)));
  }
  for (const [position, row] of rows.entries()) {
    const before = records.get(row.id);
    const priced = quote.rows.find((r) => r.id === row.id);
    const services = servicesOf(row, before);
    const invoiceCounts: Record<string, number> = {};
    for (const f of SUB_COUNT_FIELDS) invoiceCounts[f] = row[f];
    const values = {
      position,
      label: row.label || before?.label || row.id,
      count: row.count,
      insured: row.insured,
      invoiceCounts,
      fastPass: row.fastPass,
      press: row.press,
      rate: priced && row.count > 0 ? Math.round(priced.tierTotal / row.count) : 0,
      days: priced?.days ?? before?.days ?? 30,
      services,
      // Not routed yet: the tier waits at the first station its services give.
      status: firstTierStatus(services),
    };
    if (before) {
      const changed = before.status !== values.status ? { statusChangedAt: now } : {};
      await tx
        .update(tiers)
        .set({ ...values, ...changed })
        .where(and(eq(tiers.orderId, orderId), eq(tiers.id, row.id)));
    } else {
      await tx
        .insert(tiers)
        .values({ orderId, id: row.id, ...values, routedThrough: [], statusChangedAt: now });
    }
  }
}

/** Spends (or gives back) the difference between the rewards the order held and what it now uses. */
export async function moveRewards(tx: Tx, customerId: number, delta: number, now: Date): Promise<void> {
  if (delta === 0) return;
  const spent = await tx
    .update(customers)
    .set({
      rewardsAvailable: sql`${customers.rewardsAvailable} - ${delta}`,
      rewardsApplied: sql`greatest(${customers.rewardsApplied} + ${delta}, 0)`,
      updatedAt: now,
    })
    .where(and(eq(customers.id, customerId), gte(customers.rewardsAvailable, Math.max(0, delta))))
    .returning({ id: customers.id });
  if (spent.length === 0) throw new AppError("conflict", REWARDS_CHANGED_MESSAGE);
}

export async function saveInvoice(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TInvoiceSave;
  now?: Date;
}): Promise<TInvoiceResult> {
  const { database, actor, body } = options;
  const now = options.now ?? new Date();
  const today = utcDay(now);
  let quote: InvoiceQuote | undefined;
  const answer = await writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      assertOrderStatus(order, ["Invoicing"]);
      const country = order.countryCode as Country;
      const [catalog, customer, { records }, withComics] = await Promise.all([
        getCatalog(tx, undefined, order.level),
        requireCustomer(tx, order.customerId),
        loadInvoiceRows(tx, order.id),
        tiersWithComics(tx, order.id),
      ]);
      const rows: InvoiceTierRow[] = body.tiers.map((r) => ({ ...r, id: r.id.toUpperCase() }));
      checkRows(catalog, country, rows, body.addons);
      const kept = new Set(rows.map((r) => r.id));
      for (const id of records.keys()) {
        if (!kept.has(id) && withComics.has(id))
          throw AppError.fields(tierHasComics(id), { tiers: [tierHasComics(id)] });
      }
      const days = invoiceDays(order, today);
      checkReceivedDate(body.receivedDate, today, days.receivedDate);
      if (body.addressId !== null) await checkAddress(tx, order, body.addressId);
      if (body.payMethodId !== null) await checkPayMethod(tx, order, body.payMethodId);
      const promoCode =
        body.promoCode?.trim() && body.promoCode.trim() !== NO_PROMOCODE ? body.promoCode.trim() : null;
      const priced = quoteInvoice(
        invoiceQuoteInput({
          catalog,
          order,
          customer,
          rows,
          addOnCounts: body.addons,
          orderDate: days.orderDate,
          receivedDate: body.receivedDate,
          rateId: body.rateId,
          isInsurance: body.isInsurance,
          promoCode,
          promo: await promoOrNone(tx, promoCode),
          rewards: body.rewards,
          today,
        }),
      );
      checkPricedChoices(order.level, { rateId: body.rateId, promoCode }, priced);
      checkExpected(body.expected, priced);
      quote = priced;
      const owedBefore = order.grandTotal + order.taxes;
      const fastPass = Math.max(0, ...rows.map((r) => r.fastPass));
      return {
        changes: {
          count: priced.count,
          total: priced.total,
          baseTotal: priced.baseTotal,
          discount: priced.discount,
          rewards: priced.rewards,
          promoDiscount: priced.promoDiscount,
          promoCode: priced.promoCode === NO_PROMOCODE ? null : priced.promoCode,
          sh: priced.sh,
          handling: priced.handling,
          insurance: priced.insurance,
          isInsurance: body.isInsurance,
          taxes: priced.taxes,
          grandTotal: priced.grandTotal,
          // Payments already made stay counted: the balance moves by what the invoice now owes more.
          balance: order.balance + priced.amountDue - owedBefore,
          rate: priced.rate?.name ?? null,
          repCode: body.repCode,
          origin: body.origin?.title ?? null,
          receivedDate: new Date(`${body.receivedDate}T00:00:00Z`),
          addressId: body.addressId,
          ...payColumnsOf(body.payMethodId),
          addOnCounts: body.addons,
          isFastPass: fastPass > 0,
          fastPassValue: fastPass,
        },
        apply: async (t) => {
          await writeTiers(t, order.id, rows, priced, records, now);
          await moveRewards(t, order.customerId, priced.rewards - order.rewards, now);
        },
        log: [
          {
            type: "Invoice",
            description: `Invoice saved: ${priced.count} comics in ${rows.length} tiers, total ${formatMoney(priced.amountDue, country)}`,
          },
        ],
        events: [touchEvent(order)],
        answer: (version) =>
          actionResult({ message: INVOICE_SAVED_MESSAGE, order, version, orderStatus: order.status }),
      };
    },
  });
  const q = quote as InvoiceQuote | undefined;
  return {
    message: answer.message,
    orderId: answer.orderId,
    status: answer.orderStatus,
    version: answer.version,
    count: q?.count ?? 0,
    grandTotal: q?.grandTotal ?? 0,
    taxes: q?.taxes ?? 0,
    amountDue: q?.amountDue ?? 0,
  };
}
