// GET /api/orders/{id}/invoice (submissions-pricing §7 "Get temporary pre-order"): the order summary of
// the invoicing view with its last saved totals, the customer, the add-on counters and the tier rows.
// §4 "Status 'Invoicing' is required for the invoicing detail": any other status answers 400.
import type { TInvoice } from "@gbo/contracts/invoicing";
import type { Country } from "@gbo/domain/catalog";
import { utcDay } from "@gbo/domain/dates";
import { applyTierRestrictions } from "@gbo/domain/invoice";
import { resolveTier } from "@gbo/domain/pricing";
import type { Db } from "../../db/client";
import { getCatalog } from "../catalog/index";
import { assertOrderStatus, requireOrder } from "../orders/index";
import { storedPayChoice } from "./invoice-checks";
import { addOnCountsOf, invoiceDays, loadInvoiceRows, rateIdOf, requireCustomer } from "./invoice-context";

export async function getInvoice(db: Db, orderId: string, now = new Date()): Promise<TInvoice> {
  const order = await requireOrder(db, orderId);
  assertOrderStatus(order, ["Invoicing"]);
  const [customer, catalog, { rows }, payMethodId] = await Promise.all([
    requireCustomer(db, order.customerId),
    getCatalog(db, undefined, order.level),
    loadInvoiceRows(db, order.id),
    storedPayChoice(db, order),
  ]);
  const days = invoiceDays(order, utcDay(now));
  return {
    summary: {
      id: order.id,
      status: order.status as TInvoice["summary"]["status"],
      version: order.version,
      level: order.level,
      countryCode: order.countryCode,
      currency: order.countryCode === "CA" ? "CA$" : "$",
      collectibleType: order.collectibleType,
      mangaType: order.mangaType ?? null,
      userId: order.customerId,
      catalogVersion: catalog.version,
      orderDate: days.orderDate,
      receivedDate: days.receivedDate,
      addressId: order.addressId ?? null,
      rateId: rateIdOf(catalog, order, days),
      payMethodId,
      repCode: order.repCode ?? null,
      // Orders keep the origin's title (the submit call stores it so).
      origin: order.origin ? { id: order.origin, title: order.origin } : null,
      promoCode: order.promoCode ?? null,
      isInsurance: order.isInsurance,
      isGradingPressScreen: order.isGradingPressScreen,
      noAutoCharge: order.noAutoCharge,
      shippingAccount: order.shippingAccount ?? null,
      paidDetail: order.paidDetail,
      count: order.count,
      insured: rows.reduce((n, r) => n + r.insured, 0),
      baseTotal: order.baseTotal,
      discount: order.discount,
      promoDiscount: order.promoDiscount,
      rewards: order.rewards,
      dropOffValue: order.dropOffValue,
      sh: order.sh,
      handling: order.handling,
      insurance: order.insurance,
      taxes: order.taxes,
      grandTotal: order.grandTotal,
      amountDue: order.grandTotal + order.taxes,
    },
    userInfo: {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      level: customer.level,
      rewardsAvailable: customer.rewardsAvailable,
      isWelcomePromo: customer.isWelcomePromo,
      dealerDiscounts: customer.dealerDiscounts
        ? {
            grading: customer.dealerDiscounts.grading,
            pressing: customer.dealerDiscounts.pressing,
            vsp: customer.dealerDiscounts.vsp,
          }
        : null,
    },
    addons: addOnCountsOf(order),
    // Counts stored on a tier that does not price them (orders converted before issue 30) are left out.
    tiers: rows.map((row) =>
      applyTierRestrictions(row, resolveTier(catalog, order.countryCode as Country, row.id)?.id),
    ),
  };
}
