// A page of rows and the filtered count, in parallel (one query each, no N+1).
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function pageOf<Table extends PgTable, Out>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  orderBy: SQL[],
  query: { page: number; pageSize: number },
  map: (row: Table["$inferSelect"]) => Out,
) {
  const { page, pageSize } = query;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: (rows as Table["$inferSelect"][]).map(map), page, pageSize, total: counted?.count ?? 0 };
}
