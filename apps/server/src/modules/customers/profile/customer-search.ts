// GET /api/users/name/… and /api/users/email/… (administration §7, §9): prefix searches served by the
// lower(...) text_pattern_ops indexes, and the list's CSV export in keyset batches (memory stays flat).
import type { TCustomerRow, TCustomerSearchPage } from "@gbo/contracts/customers";
import { and, asc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CustomerRow, customers } from "../../../db/schema/index";
import { csvLine } from "../../../http/csv";
import { toMember } from "./customer-profile";

/** "x%" for a case-insensitive prefix, with LIKE's own characters escaped. */
function prefixPattern(text: string): string {
  return `${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Last or first name prefix; "first last" matches both parts. */
export function nameWhere(criteria: string): SQL {
  const [first, ...rest] = criteria.trim().split(/\s+/);
  if (rest.length > 0) {
    return sql`(lower(${customers.firstName}) like ${prefixPattern(first ?? "")} and lower(${customers.lastName}) like ${prefixPattern(rest.join(" "))})`;
  }
  const like = prefixPattern(criteria);
  return sql`(lower(${customers.lastName}) like ${like} or lower(${customers.firstName}) like ${like})`;
}

export function emailWhere(criteria: string): SQL {
  return sql`lower(${customers.email}) like ${prefixPattern(criteria)}`;
}

export function toCustomerRow(row: CustomerRow): TCustomerRow {
  const { id, firstName, lastName, email, phone, membership } = toMember(row);
  return { id, firstName, lastName, email, phone, membership };
}

export async function searchCustomers(
  db: Db,
  by: "name" | "email",
  query: { criteria: string; limit: number; start: number },
): Promise<TCustomerSearchPage> {
  const where = by === "name" ? nameWhere(query.criteria) : emailWhere(query.criteria);
  const order =
    by === "name"
      ? [asc(sql`lower(${customers.lastName})`), asc(sql`lower(${customers.firstName})`), asc(customers.id)]
      : [asc(sql`lower(${customers.email})`), asc(customers.id)];
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(customers).where(where);
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.start);
  return {
    rows: rows.map(toCustomerRow),
    start: query.start,
    limit: query.limit,
    total: counted?.count ?? 0,
  };
}

const CSV_BATCH = 500;

/** Every customer the list's search finds (name or e-mail prefix; none: all), 500 per query by id. */
export async function* customersCsv(db: Db, search: string | undefined): AsyncGenerator<string> {
  yield csvLine(["id", "firstName", "lastName", "email", "phone", "membership", "createdAt"]);
  const text = search?.trim();
  const where = text ? sql`(${nameWhere(text)} or ${emailWhere(text)})` : undefined;
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(customers)
      .where(and(where, sql`${customers.id} > ${after}`))
      .orderBy(asc(customers.id))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        csvLine([r.id, r.firstName, r.lastName, r.email, r.phone ?? "", r.level, r.createdAt.toISOString()]),
      )
      .join("");
    after = rows[rows.length - 1]!.id;
    if (rows.length < CSV_BATCH) return;
  }
}
