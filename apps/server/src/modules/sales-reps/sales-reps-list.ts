// GET /api/salesmanager/ (a page) and its CSV export (every row of the filtered list, read in keyset
// batches so memory stays flat).
import type { TSalesRep, TSalesRepsFilter, TSalesRepsPage } from "@gbo/contracts/sales-reps";
import { and, asc, desc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type SalesRepRow, salesReps } from "../../db/schema/people";
import { containsPattern, csvLine } from "../../http/csv";

export function toSalesRep(row: SalesRepRow): TSalesRep {
  return {
    repCode: row.repCode,
    firstName: row.firstName,
    lastName: row.lastName,
    date: row.date.toISOString(),
    version: row.version,
  };
}

function whereOf(filter: Pick<TSalesRepsFilter, "search">): SQL | undefined {
  const search = filter.search?.trim();
  if (!search) return undefined;
  const like = containsPattern(search);
  return sql`(lower(${salesReps.repCode}) like ${like} or lower(${salesReps.firstName} || ' ' || ${salesReps.lastName}) like ${like})`;
}

function orderOf(sort: TSalesRepsFilter["sort"]): SQL[] {
  const direction = sort.startsWith("-") ? desc : asc;
  const key = sort.replace("-", "");
  const columns =
    key === "name"
      ? [sql`lower(${salesReps.lastName})`, sql`lower(${salesReps.firstName})`]
      : key === "date"
        ? [sql`${salesReps.date}`]
        : [];
  return [...columns.map(direction), direction(salesReps.repCode)];
}

export async function listSalesReps(
  db: Db,
  query: TSalesRepsFilter & { page: number; pageSize: number },
): Promise<TSalesRepsPage> {
  const where = whereOf(query);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(salesReps).where(where);
  const rows = await db
    .select()
    .from(salesReps)
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    rows: rows.map(toSalesRep),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.count ?? 0,
  };
}

const CSV_BATCH = 500;

/** The filtered list as CSV, in rep-code order, 500 rows per query (keyset on the code). */
export async function* salesRepsCsv(
  db: Db,
  filter: Pick<TSalesRepsFilter, "search">,
): AsyncGenerator<string> {
  yield csvLine(["repCode", "firstName", "lastName", "date"]);
  const where = whereOf(filter);
  let after: string | undefined;
  for (;;) {
    const keyset = after === undefined ? undefined : sql`${salesReps.repCode} > ${after}`;
    const rows = await db
      .select()
      .from(salesReps)
      .where(and(where, keyset))
      .orderBy(asc(salesReps.repCode))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    yield rows.map((r) => csvLine([r.repCode, r.firstName, r.lastName, r.date.toISOString()])).join("");
    after = rows[rows.length - 1]!.repCode;
    if (rows.length < CSV_BATCH) return;
  }
}
