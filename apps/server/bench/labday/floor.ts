// The lab-day floor, prepared in SQL while the server is stopped: every tier of the InProcess orders sits
// at its station ready to pass that station's gate (domain stationGate) once a worker does what the
// station does — scans every comic, and at PreGrade and Finalize saves each comic's grade:
// - nothing scanned (processed 0): every station's minimum is a scan of each comic;
// - PreGrade comics ungraded (the grader's save grades them); Finalize comics carry a PreGrade grade
//   (the finalizer's save makes it final); beyond Finalize, final grades;
// - labels verified, cover and special pictures present, every VSP/VSPP approved: the Labels, Imaging,
//   ImagingSP and Signature steps the runner does not model (printing, photographing, verifying) are done.
// A completed tier moves on and stays ready for the next station, so tiers also flow through the day.
// The rows are kept whole in bench_labday_* tables first and put back after the run (every column but
// the order's version, which only grows); a run that died midway is restored by the next one.
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../src/db/client";

/** Snapshot table, source table and the key columns a row is put back by. */
const SNAPSHOTS = [
  { table: "orders", snapshot: "bench_labday_orders", keys: ["id"], except: ["id", "version"] },
  { table: "tiers", snapshot: "bench_labday_tiers", keys: ["order_id", "id"], except: ["order_id", "id"] },
  { table: "comics", snapshot: "bench_labday_comics", keys: ["order_id", "id"], except: ["order_id", "id"] },
  {
    table: "signatures",
    snapshot: "bench_labday_signatures",
    keys: ["order_id", "id"],
    except: ["order_id", "id"],
  },
] as const;

export type FloorComic = { id: string; code: string };
export type FloorTier = { orderId: string; tierId: string; status: string; comics: FloorComic[] };

async function columnsOf(db: Db, table: string, except: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
      where table_name = ${table} and table_schema = current_schema() and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  return rows.map((row) => row.name).filter((name) => !except.includes(name));
}

async function hasSnapshot(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ found: string | null }>(
    db,
    sql`select to_regclass('bench_labday_orders')::text as found`,
  );
  return Boolean(row?.found);
}

/** Puts the floor's rows back as they were before the run and drops the snapshot. */
export async function restoreFloor(db: Db): Promise<boolean> {
  if (!(await hasSnapshot(db))) return false;
  const plans = await Promise.all(
    SNAPSHOTS.map(async (s) => ({ ...s, columns: await columnsOf(db, s.table, s.except) })),
  );
  await db.transaction(async (tx) => {
    for (const plan of plans) {
      const set = plan.columns.map((column) => `"${column}" = s."${column}"`).join(", ");
      const on = plan.keys.map((key) => `t."${key}" = s."${key}"`).join(" and ");
      await tx.execute(sql.raw(`update ${plan.table} t set ${set} from ${plan.snapshot} s where ${on}`));
    }
    await tx.execute(sql.raw(`drop table ${SNAPSHOTS.map((s) => s.snapshot).join(", ")}`));
  });
  return true;
}

/** Snapshots the InProcess orders' rows and readies every tier for its station; returns the floor. */
export async function prepareFloor(db: Db): Promise<FloorTier[]> {
  await restoreFloor(db);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`create table bench_labday_orders as select * from orders where status = 'InProcess'`,
    );
    for (const table of ["tiers", "comics", "signatures"] as const) {
      await tx.execute(
        sql.raw(`create table bench_labday_${table} as
          select x.* from ${table} x join bench_labday_orders b on b.id = x.order_id`),
      );
    }
    await tx.execute(sql`
      update tiers t set processed = 0, labels_verified = true
      from bench_labday_orders b where t.order_id = b.id`);
    await tx.execute(sql`
      update comics c set scanned = false, has_image = true, has_image_sp = true, reject = false,
        partial_grade = false,
        grade = case when t.status = 'PreGrade' then null else 9.4 end,
        updated_status = case when t.status = 'PreGrade' then null when t.status = 'Finalize' then 'PreGrade'
          else 'Finalize' end
      from tiers t join bench_labday_orders b on b.id = t.order_id
      where c.order_id = t.order_id and c.tier_id = t.id`);
    await tx.execute(sql`
      update signatures s set valid = true, process_invalid = false
      from bench_labday_orders b where s.order_id = b.id and s.type <> 'ASP'`);
  });
  // Clean up and re-plan as a working database would have by now (PGlite runs no autovacuum), and write
  // the pages out before the server starts (PGlite has no background checkpointer).
  await db.execute(sql`vacuum analyze orders, tiers, comics, signatures`);
  await db.execute(sql`checkpoint`);
  const rows = await queryRows<{
    orderId: string;
    tierId: string;
    status: string;
    comicId: string;
    code: string;
  }>(
    db,
    sql`select t.order_id as "orderId", t.id as "tierId", t.status, c.id as "comicId", c.unique_id as code
      from tiers t join bench_labday_orders b on b.id = t.order_id
        join comics c on c.order_id = t.order_id and c.tier_id = t.id
      where t.status <> 'Shipping'
      order by t.due_date, t.order_id, t.position, c.id`,
  );
  const tiers = new Map<string, FloorTier>();
  for (const row of rows) {
    const key = `${row.orderId}/${row.tierId}`;
    const tier = tiers.get(key) ?? {
      orderId: row.orderId,
      tierId: row.tierId,
      status: row.status,
      comics: [],
    };
    tier.comics.push({ id: row.comicId, code: row.code });
    tiers.set(key, tier);
  }
  return [...tiers.values()];
}
