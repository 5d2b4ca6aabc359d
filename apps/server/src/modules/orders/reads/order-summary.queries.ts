// The order summary of many orders in one statement (GET /api/orders/{id} when not kept; D12). The
// comics, most of the answer, are written as the contract's JSON by PostgreSQL and passed through as
// text; the order, its tiers, customer and transactions come as rows (one JSON object each) for the
// mappers, whose rules (currency, progress, days left, the money statement) live once in TypeScript.
import type { TComicSummary } from "@gbo/contracts/orders";
import { type AnyColumn, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type DatabaseKind, type Db, queryRows } from "../../../db/client";
import {
  addresses,
  comics,
  customers,
  type OrderRow,
  orders,
  shelfTiers,
  signatures,
  tiers,
  transactions,
} from "../../../db/schema/index";
import type { JsonRow } from "../order-mappers";

/** One column as SQL; names come from the schema, never from input. */
const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** A table's row as one JSON object keyed by the schema's property names (as the Drizzle row). */
function rowJson(table: PgTable, extra: SQL[] = []): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column as AnyColumn}`,
  );
  return sql`json_build_object(${sql.join([...pairs, ...extra], sql`, `)})`;
}

/** Cents to the API's currency number, as fromCents: the double nearest cents / 100. */
const money = (column: AnyColumn) => sql`${column}::float8 / 100`;

/**
 * One comic line of the summary exactly as `toComicSummary` writes it (same keys in the same order, so
 * the bytes are the same; order-summary.int.test.ts compares them).
 */
const COMIC_SUMMARY: Record<keyof TComicSummary, SQL> = {
  id: sql`${comics.id}`,
  uniqueId: sql`${comics.uniqueId}`,
  tierId: sql`${comics.tierId}`,
  tierLabel: sql`${comics.tierLabel}`,
  title: sql`${comics.title}`,
  issue: sql`${comics.issue}`,
  displayYear: sql`${comics.displayYear}`,
  publisher: sql`${comics.publisher}`,
  variant: sql`${comics.variant}`,
  status: sql`${comics.status}`,
  updatedStatus: sql`${comics.updatedStatus}`,
  grade: sql`${comics.grade}`,
  category: sql`${comics.category}`,
  press: sql`${comics.press}`,
  pressed: sql`${comics.pressed}`,
  pressFailed: sql`${comics.pressFailed}`,
  scanned: sql`${comics.scanned}`,
  reject: sql`${comics.reject}`,
  insured: money(comics.insured),
  total: money(comics.total),
  isSlab: sql`${comics.isSlab}`,
  artwork: sql`${comics.artwork}`,
  isWitnessedSignature: sql`${comics.isWitnessedSignature}`,
  partialGrade: sql`${comics.partialGrade}`,
  hasImage: sql`${comics.hasImage}`,
  hasImageSP: sql`${comics.hasImageSP}`,
  signatureCount: sql`coalesce(sig.n, 0)`,
};

/**
 * The order's signatures counted per comic once per order: a count per comic was a scan per comic, which
 * cost PGlite most (it opens the relation's files each time), ~15% of its statement.
 */
const signatureCounts = sql`(select ${signatures.comicId}, count(*)::int as n from ${signatures}
  where ${signatures.orderId} = ${orders.id} group by ${signatures.comicId}) sig`;

const comicSummaryColumns = sql.join(
  Object.entries(COMIC_SUMMARY).map(([key, value]) => sql`${value} as ${ident(key)}`),
  sql`, `,
);

/** The order's comics as the contract's JSON array text, by comic id (row_to_json writes no spaces). */
const comicsJson = sql<string>`(select coalesce('[' || string_agg(row_to_json(line)::text, ',' order by line.id) || ']', '[]')
  from (select ${comicSummaryColumns} from ${comics} left join ${signatureCounts} on sig.comic_id = ${comics.id}
    where ${comics.orderId} = ${orders.id}) line)`;

const tiersJson = sql`(select coalesce(json_agg(${rowJson(tiers, [
  sql`'shelfId', (select ${shelfTiers.shelfId} from ${shelfTiers} where ${shelfTiers.orderId} = ${tiers.orderId} and ${shelfTiers.tierId} = ${tiers.id})`,
])} order by ${tiers.position}, ${tiers.id}), '[]') from ${tiers} where ${tiers.orderId} = ${orders.id})`;

const customerJson = sql`(select ${rowJson(customers, [
  sql`'addresses', (select coalesce(json_agg(${rowJson(addresses)} order by ${addresses.id}), '[]') from ${addresses} where ${addresses.customerId} = ${customers.id})`,
])} from ${customers} where ${customers.id} = ${orders.customerId})`;

const transactionsJson = sql`(select coalesce(json_agg(${rowJson(transactions)} order by ${transactions.id}), '[]') from ${transactions} where ${transactions.orderId} = ${orders.id})`;

/** The order row as JSON keyed by the schema's property names (row_to_json: it has over 50 columns). */
const orderJson = sql`(select row_to_json(o) from (select ${sql.join(
  Object.entries(getTableColumns(orders)).map(([key, column]) => sql`${column} as ${ident(key)}`),
  sql`, `,
)}) o)`;

export type TierJsonRow = JsonRow<typeof tiers.$inferSelect> & { shelfId: string | null };
export type CustomerJsonRow = JsonRow<typeof customers.$inferSelect> & {
  addresses: JsonRow<typeof addresses.$inferSelect>[];
};
export type TransactionJsonRow = JsonRow<typeof transactions.$inferSelect>;

export type OrderSummaryRow = {
  order: JsonRow<OrderRow>;
  tiers: TierJsonRow[];
  /** The contract's JSON text of the order's comics (TComicSummary[]). */
  comicsJson: string;
  customer: CustomerJsonRow;
  transactions: TransactionJsonRow[];
};

/** Every column named, so the rows read the same from Drizzle and from a raw EXECUTE on PGlite. */
function buildSummariesQuery(db: Db) {
  return db
    .select({
      order: sql<JsonRow<OrderRow>>`${orderJson}`.as("order"),
      tiers: sql<TierJsonRow[]>`${tiersJson}`.as("tiers"),
      comicsJson: sql<string>`${comicsJson}::text`.as("comicsJson"),
      customer: sql<CustomerJsonRow>`${customerJson}`.as("customer"),
      transactions: sql<TransactionJsonRow[]>`${transactionsJson}`.as("transactions"),
    })
    .from(orders)
    .where(sql`${orders.id} = any(${sql.placeholder("orderIds")}::text[])`);
}

// PostgreSQL: a named prepared statement (planned once per connection). PGlite plans every query it is
// given, and this one took ~2 ms to plan, so there it is PREPAREd in SQL once and run with EXECUTE.
const preparedByDb = new WeakMap<Db, ReturnType<ReturnType<typeof buildSummariesQuery>["prepare"]>>();
const pgliteStatements = new WeakMap<Db, Promise<string>>();
let pgliteStatementCount = 0;

/** A text[] literal for EXECUTE, quoted for an array element and then for an SQL string. */
export function textArrayLiteral(values: readonly string[]): string {
  const elements = values.map((value) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`);
  return `'{${elements.join(",").replaceAll("'", "''")}}'::text[]`;
}

function pgliteStatement(db: Db): Promise<string> {
  let statement = pgliteStatements.get(db);
  if (!statement) {
    // A name per handle: tests wrap one PGlite in several handles.
    pgliteStatementCount += 1;
    const name = `order_summaries_${pgliteStatementCount}`;
    const query = buildSummariesQuery(db).toSQL();
    statement = db.execute(sql.raw(`prepare ${name}(text[]) as ${query.sql}`)).then(() => name);
    statement.catch(() => pgliteStatements.delete(db));
    pgliteStatements.set(db, statement);
  }
  return statement;
}

/** The summaries' rows of the orders found among `orderIds` (in no particular order). */
export async function findOrderSummaries(
  db: Db,
  orderIds: readonly string[],
  kind: DatabaseKind = "postgres",
): Promise<OrderSummaryRow[]> {
  if (kind === "pglite") {
    const name = await pgliteStatement(db);
    return queryRows<OrderSummaryRow>(db, sql.raw(`execute ${name}(${textArrayLiteral(orderIds)})`));
  }
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = buildSummariesQuery(db).prepare("order_summaries");
    preparedByDb.set(db, prepared);
  }
  return prepared.execute({ orderIds: [...orderIds] });
}
