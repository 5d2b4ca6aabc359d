// GET /api/workers/ (a page) and the CSV export (every row of the filtered list, read in keyset batches so
// memory stays flat however many workers there are).
import type { TWorkersFilter, TWorkersPage } from "@gbo/contracts/workers";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { workers } from "../../../db/schema/index";
import { csvLine } from "../../../http/csv";
import { toWorker } from "./worker-mappers";

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereOf(filter: TWorkersFilter): SQL | undefined {
  const parts: SQL[] = [];
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    parts.push(
      sql`(lower(${workers.email}) like ${like} or lower(${workers.userName}) like ${like} or lower(${workers.displayName}) like ${like})`,
    );
  }
  if (filter.active === "active") parts.push(eq(workers.isActive, true));
  if (filter.active === "inactive") parts.push(eq(workers.isActive, false));
  const claim = filter.claim?.trim().toLowerCase();
  // Claims are a comma list: match one whole entry.
  if (claim) parts.push(sql`${claim} = any(string_to_array(${workers.claims}, ','))`);
  return parts.length > 0 ? and(...parts) : undefined;
}

function orderOf(sort: TWorkersFilter["sort"]): SQL[] {
  const column = sort.endsWith("name") ? sql`lower(${workers.displayName})` : sql`lower(${workers.email})`;
  const direction = sort.startsWith("-") ? desc : asc;
  return [direction(column), direction(workers.id)];
}

export async function listWorkers(
  db: Db,
  query: TWorkersFilter & { page: number; pageSize: number },
): Promise<TWorkersPage> {
  const where = whereOf(query);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(workers).where(where);
  const rows = await db
    .select()
    .from(workers)
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows: rows.map(toWorker), page: query.page, pageSize: query.pageSize, total: counted?.count ?? 0 };
}

const CSV_BATCH = 500;
const CSV_HEADER = "id,email,userName,displayName,claims,isActive,frontedAccess\r\n";

/**
 * The filtered list as CSV lines, in e-mail order, 500 rows per query, so neither the process nor the
 * database holds the whole list. lower(email) is unique (workers_email_lower_uq): the keyset needs no
 * tie-breaker and each batch walks that index from where the last one stopped.
 */
export async function* workersCsv(db: Db, filter: Omit<TWorkersFilter, "sort">): AsyncGenerator<string> {
  yield CSV_HEADER;
  const where = whereOf({ ...filter, sort: "email" });
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(workers)
      .where(and(where, after === undefined ? undefined : sql`lower(${workers.email}) > ${after}`))
      .orderBy(asc(sql`lower(${workers.email})`))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    yield rows
      .map(toWorker)
      .map((w) =>
        csvLine([w.id, w.email, w.userName, w.displayName, w.claims.join(","), w.isActive, w.frontedAccess]),
      )
      .join("");
    after = rows[rows.length - 1]!.email.toLowerCase();
    if (rows.length < CSV_BATCH) return;
  }
}
