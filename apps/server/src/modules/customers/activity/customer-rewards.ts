// GET /api/orders/userreward/{id}: the customer's rewards (submissions-pricing §3: available, original,
// applied), the orders that spent them (orders.rewards) and the history entries that changed them
// (grants and corrections recorded in customer_audit under a field starting with "rewards").
import {
  CUSTOMER_AUDIT_PAGE_SIZE,
  CUSTOMER_ORDERS_PAGE_SIZE,
  type TCustomerRewards,
} from "@gbo/contracts/customer-activity";
import { fromCents } from "@gbo/domain/money";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CustomerRow, customerAudit, orders } from "../../../db/schema/index";

export async function getCustomerRewards(db: Db, customer: CustomerRow): Promise<TCustomerRewards> {
  const spent = await db
    .select({ orderId: orders.id, date: orders.date, status: orders.status, amount: orders.rewards })
    .from(orders)
    .where(and(eq(orders.customerId, customer.id), gt(orders.rewards, 0)))
    .orderBy(desc(orders.date), desc(orders.id))
    .limit(CUSTOMER_ORDERS_PAGE_SIZE);
  const changes = await db
    .select({
      id: customerAudit.id,
      at: customerAudit.at,
      author: customerAudit.author,
      field: customerAudit.field,
      oldValue: customerAudit.oldValue,
      newValue: customerAudit.newValue,
    })
    .from(customerAudit)
    .where(and(eq(customerAudit.customerId, customer.id), sql`lower(${customerAudit.field}) like 'rewards%'`))
    .orderBy(desc(customerAudit.at), desc(customerAudit.id))
    .limit(CUSTOMER_AUDIT_PAGE_SIZE);
  return {
    customerId: customer.id,
    countryCode: customer.country,
    available: fromCents(customer.rewardsAvailable),
    original: fromCents(customer.rewardsOriginal),
    applied: fromCents(customer.rewardsApplied),
    spent: spent.map((row) => ({ ...row, date: row.date.toISOString(), amount: fromCents(row.amount) })),
    changes: changes.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
