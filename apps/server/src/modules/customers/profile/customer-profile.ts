// GET /api/users/{id} (administration §3 "User profile"): member, addresses, pay methods, rewards, and
// the summary tab's figures (orders, open orders, total spent), served by orders_customer_idx.
import type { TAddress, TMember, TUserProfile } from "@gbo/contracts/customers";
import { currencyTotals } from "@gbo/domain/money";
import { OPEN_ORDER_STATUSES } from "@gbo/domain/workflow";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type AddressRow, addresses, type CustomerRow, customers, orders } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { listPaymentMethods, toPaymentMethod } from "../../payments/index";

export const CUSTOMER_NOT_FOUND = "Customer not found.";
export const CUSTOMER_STALE = "This customer was changed by someone else. Reload and try again.";

export function toAddress(row: AddressRow): TAddress {
  return {
    id: row.id,
    userId: row.customerId,
    country: row.country,
    stateProvince: row.stateProvince,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    zipPostal: row.zipPostal,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    isDefault: row.isDefault,
  };
}

const accountOf = (row: CustomerRow, carrier: "FedEx" | "UPS" | "DHL") =>
  row.shippingAccounts.find((a) => a.carrier === carrier)?.accountNumber ?? "";

export function toMember(row: CustomerRow): TMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    membership: row.level,
    discount: row.dealerDiscounts?.grading ?? 0,
    pressingDiscount: row.dealerDiscounts?.pressing ?? 0,
    vspDiscount: row.dealerDiscounts?.vsp ?? 0,
    fedExAccount: accountOf(row, "FedEx"),
    upsAccount: accountOf(row, "UPS"),
    dhlAccount: accountOf(row, "DHL"),
    defaultSalesRep: row.defaultRepCode,
    isWelcomePromo: row.isWelcomePromo,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

export async function requireCustomer(db: Db, id: number): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw new AppError("not_found", CUSTOMER_NOT_FOUND);
  return row;
}

export function addressesOf(db: Db, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
}

export async function getUserProfile(db: Db, id: number): Promise<TUserProfile> {
  const row = await requireCustomer(db, id);
  const [addressRows, methods, figures] = await Promise.all([
    addressesOf(db, id),
    listPaymentMethods(db, id),
    // One sum per currency (issue 30 point 8): a customer's US and CA orders never add up.
    db
      .select({
        countryCode: orders.countryCode,
        orderCount: sql<number>`count(*)::int`,
        openOrders: sql<number>`(count(*) filter (where ${inArray(orders.status, [...OPEN_ORDER_STATUSES])}))::int`,
        cents: sql<number>`coalesce(sum(${orders.grandTotal}), 0)::bigint`,
      })
      .from(orders)
      .where(eq(orders.customerId, id))
      .groupBy(orders.countryCode),
  ]);
  const now = new Date();
  return {
    member: toMember(row),
    addresses: addressRows.map(toAddress),
    payMethods: methods.map((m) => toPaymentMethod(m, now)),
    rewards: { available: row.rewardsAvailable, original: row.rewardsOriginal, applied: row.rewardsApplied },
    summary: {
      orderCount: figures.reduce((n, row) => n + row.orderCount, 0),
      openOrders: figures.reduce((n, row) => n + row.openOrders, 0),
      totalsSpent: currencyTotals(figures),
    },
    version: row.version,
  };
}
