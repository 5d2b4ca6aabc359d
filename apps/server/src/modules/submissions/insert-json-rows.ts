// Many rows in one statement with one parameter: `INSERT … SELECT … FROM jsonb_to_recordset($1)`.
// Drizzle's `insert().values(rows)` builds one bound parameter per value and walks every column of the
// table for every row: for 100 comics (~3,400 parameters) that alone took 15–20 ms of CPU per submit,
// most of the 100-comic latency (apps/server/bench/submit-bench.ts). Columns left out of the rows take
// their defaults, exactly as with Drizzle's insert.

import { sql } from "drizzle-orm";
import { type AnyPgTable, getTableConfig, type PgColumn } from "drizzle-orm/pg-core";
import type { Tx } from "../orders/index";

/** Inserts `rows` (every row with the same keys: the table's TypeScript field names). */
export async function insertJsonRows<T extends Record<string, unknown>>(
  tx: Tx,
  table: AnyPgTable,
  rows: readonly T[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const byKey = new Map<string, PgColumn>(
    Object.entries(table as unknown as Record<string, unknown>).filter(
      (entry): entry is [string, PgColumn] =>
        typeof entry[1] === "object" && entry[1] !== null && "getSQLType" in entry[1],
    ),
  );
  const keys = Object.keys(first).filter((key) => first[key] !== undefined);
  const columns = keys.map((key) => {
    const column = byKey.get(key);
    if (!column) throw new Error(`${key} is not a column of ${getTableConfig(table).name}`);
    return column;
  });
  // The record's field names are the JSON keys; each is selected into its column, typed as the column.
  const payload = rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key] ?? null])));
  const definition = keys.map((key, i) => `"${key}" ${(columns[i] as PgColumn).getSQLType()}`).join(", ");
  await tx.execute(sql`
    insert into ${table} (${sql.join(
      columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    )})
    select ${sql.join(
      keys.map((key) => sql.identifier(key)),
      sql`, `,
    )}
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(${sql.raw(definition)})
  `);
}
