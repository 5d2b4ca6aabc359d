// GET /api/users/{id}/audit/{page}/{field?}: the customer's history (customer_audit), newest first, 50 a
// page (workflow §9), optionally one field only. Walks customer_audit_customer_idx (customer_id, at).
import {
  CUSTOMER_AUDIT_PAGE_SIZE,
  type TCustomerAuditEntry,
  type TCustomerAuditPage,
} from "@gbo/contracts/customer-activity";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CustomerAuditRow, customerAudit } from "../../../db/schema/index";
import type { AuthWorker } from "../../../http/auth";
import { pageOf } from "./customer-lookup";

/** The customer's history rows, optionally of one field only (the list and CSV). */
export function customerAuditWhere(customerId: number, field: string | undefined): SQL | undefined {
  const parts: SQL[] = [eq(customerAudit.customerId, customerId)];
  const wanted = field?.trim().toLowerCase();
  if (wanted) parts.push(sql`lower(${customerAudit.field}) = ${wanted}`);
  return and(...parts);
}

export async function listCustomerAudit(
  db: Db,
  customerId: number,
  page: number,
  field: string | undefined,
): Promise<TCustomerAuditPage> {
  const where = customerAuditWhere(customerId, field);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(customerAudit).where(where);
  const rows = await db
    .select()
    .from(customerAudit)
    .where(where)
    .orderBy(desc(customerAudit.at), desc(customerAudit.id))
    .limit(CUSTOMER_AUDIT_PAGE_SIZE)
    .offset((page - 1) * CUSTOMER_AUDIT_PAGE_SIZE);
  return pageOf(rows.map(toAuditEntry), page, CUSTOMER_AUDIT_PAGE_SIZE, counted?.count ?? 0);
}

export function toAuditEntry(row: CustomerAuditRow): TCustomerAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    author: row.author,
    field: row.field,
    oldValue: row.oldValue,
    newValue: row.newValue,
  };
}

/** One history row written by this slice (the reset-password request). */
export async function addCustomerAudit(
  db: Db,
  worker: AuthWorker,
  entry: { customerId: number; field: string; oldValue: string | null; newValue: string | null },
): Promise<void> {
  await db.insert(customerAudit).values({ ...entry, workerId: worker.id, author: worker.displayName });
}
