// The orders the write bench works on, prepared in bulk SQL before the server starts and put back after.
// Targets are the InProcess orders of the data set; each takes one kind of write (by its rank modulo the
// share table's length), so no two kinds, and (see write-bench.ts) no two clients, ever write to the same
// order. A completion target passes its station's gate (domain stationGate): its comics scanned, and
// what the station itself checks made true (labels verified, grades, pictures); a tier the preparation
// cannot satisfy (an undecided signature) is left out.
// What the writes change on these rows (tier and comic status, scan marks, the order's status) is kept
// in bench_write_* tables first and restored after the run, so every run starts from the same data set;
// a run that died in the middle is restored by the next one. Versions only grow; the log, comments and
// transactions the run added stay.
import { type GateComic, stationGate, type TierStatus } from "@gbo/domain/workflow";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../src/db/client";

export const WRITE_KINDS = ["scan", "complete", "transaction", "comment", "grade", "charge"] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];
/** Which kind each rank modulo 7 takes: completions use up a tier each, so they get two shares. */
export const SHARES: readonly WriteKind[] = [
  "scan",
  "complete",
  "complete",
  "transaction",
  "comment",
  "grade",
  "charge",
];
/** `b.rank % 7 in (…)` for the kinds given (constants only, so raw SQL is safe); false for none. */
const rankInOf =
  (shares: readonly WriteKind[]) =>
  (...kinds: WriteKind[]) => {
    const residues = shares.flatMap((kind, residue) => (kinds.includes(kind) ? [residue] : []));
    return sql.raw(residues.length > 0 ? `b.rank % ${shares.length} in (${residues.join(", ")})` : "false");
  };

export type TargetOrder = { id: string; rank: number; version: number };
export type ScanItem = { orderId: string; tierId: string; code: string };
export type TierItem = { orderId: string; tierId: string };
export type ComicItem = { orderId: string; comicId: string };
export type ChargeItem = { orderId: string; payMethodId: number };
export type WriteTargets = {
  orders: Record<WriteKind, TargetOrder[]>;
  /** Every comic of the scan orders, unscanned, in the order a station scans them. */
  scans: ScanItem[];
  /** Every tier of the completion orders that passes its station's gate, all its comics scanned. */
  tiers: TierItem[];
  /** Every comic of the grade orders on a PreGrade tier (grading there is never hidden, so it repeats). */
  grades: ComicItem[];
  /** Every charge order with its customer's stored test card (charged through the built-in test gateway). */
  charges: ChargeItem[];
};

/** A charge order owes this much during the run (cents), so 1.25 charges never run out of balance. */
const CHARGE_BALANCE_CENTS = 10_000_000;

/** What a grade save writes on a comic (save-grade.ts): kept and put back like the rest. */
const GRADE_COLUMNS = [
  "grade",
  "category",
  "updated_status",
  "page_quality",
  "restoration",
  "looks_better",
  "partial_grade",
  "artwork",
  "is_slab",
  "is_witnessed_signature",
  "press",
  "reject",
  "reject_fees",
  "signees",
  "artists",
  "key_comments",
  "back_labels",
  "manga_label_code",
  "notes",
];
const GRADE_SNAPSHOT = sql.raw(GRADE_COLUMNS.map((column) => `c.${column}`).join(", "));
const GRADE_RESTORE = sql.raw(GRADE_COLUMNS.map((column) => `${column} = s.${column}`).join(", "));

async function hasSnapshot(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ found: string | null }>(
    db,
    sql`select to_regclass('bench_write_orders')::text as found`,
  );
  return Boolean(row?.found);
}

/** Puts the target rows back as they were before the run and drops the snapshot. */
export async function restoreWriteTargets(db: Db): Promise<boolean> {
  if (!(await hasSnapshot(db))) return false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update orders o set status = s.status, status_changed_at = s.status_changed_at, balance = s.balance,
        refundable = s.refundable
      from bench_write_orders s where o.id = s.id`);
    await tx.execute(sql`
      update tiers t set status = s.status, processed = s.processed, routed_through = s.routed_through,
        is_rejected = s.is_rejected, missing_reason = s.missing_reason, status_changed_at = s.status_changed_at,
        labels_verified = s.labels_verified
      from bench_write_tiers s where t.order_id = s.order_id and t.id = s.id`);
    await tx.execute(sql`
      update comics c set status = s.status, scanned = s.scanned, pressed = s.pressed, has_image = s.has_image,
        has_image_sp = s.has_image_sp, ${GRADE_RESTORE}
      from bench_write_comics s where c.order_id = s.order_id and c.id = s.id`);
    await tx.execute(sql`drop table bench_write_comics, bench_write_tiers, bench_write_orders`);
  });
  return true;
}

/**
 * The charge orders owe a large balance (put back after the run), and each customer has a stored test
 * card: a test-gateway token that approves, named by the customer, made once and kept (like the rows
 * the writes add).
 */
async function prepareCharges(tx: Db, rankIn: ReturnType<typeof rankInOf>): Promise<void> {
  await tx.execute(sql`
    update orders o set balance = ${CHARGE_BALANCE_CENTS}
    from bench_write_orders b where o.id = b.id and ${rankIn("charge")}`);
  await tx.execute(sql`
    insert into test_gateway_tokens (token, type, brand, last4, expire_month, expire_year, behavior)
    select distinct 'bench_tok_' || o.customer_id, 'CreditCard', 'Visa', '4242', 12, 2099, 'approve'
    from orders o join bench_write_orders b on b.id = o.id where ${rankIn("charge")}
    on conflict (token) do nothing`);
  await tx.execute(sql`
    insert into payment_methods (customer_id, type, display_name, gateway, token, brand, last4, expire_month,
      expire_year, created_by)
    select distinct o.customer_id, 'CreditCard', 'Visa ending 4242', 'test', 'bench_tok_' || o.customer_id,
      'Visa', '4242', 12, 2099, 'bench'
    from orders o join bench_write_orders b on b.id = o.id
    where ${rankIn("charge")}
      and not exists (select 1 from payment_methods p where p.token = 'bench_tok_' || o.customer_id)`);
}

/**
 * What each completion target's station checks beyond the scan, made true: labels verified at Labels,
 * a grade at PreGrade, a final grade at Finalize (saved at Finalize), the pictures at Imaging and
 * ImagingSP. Every column written here is in the snapshot.
 */
async function satisfyGates(tx: Db, rankIn: ReturnType<typeof rankInOf>): Promise<void> {
  await tx.execute(sql`
    update tiers t set labels_verified = true
    from bench_write_orders b where t.order_id = b.id and ${rankIn("complete")} and t.status = 'Labels'`);
  await tx.execute(sql`
    update comics c set
      grade = case when c.grade is null and not c.reject and not c.partial_grade then 9.4 else c.grade end,
      updated_status = case when t.status = 'Finalize' then 'Finalize' else c.updated_status end,
      has_image = c.has_image or t.status = 'Imaging',
      has_image_sp = c.has_image_sp or t.status = 'ImagingSP'
    from bench_write_orders b, tiers t
    where c.order_id = b.id and ${rankIn("complete")} and t.order_id = c.order_id and t.id = c.tier_id
      and t.status in ('PreGrade', 'Finalize', 'Imaging', 'ImagingSP')`);
}

type GateRow = Omit<GateComic, "signatures"> & { orderId: string; tierId: string; comicId: string };
type GateSignatureRow = GateComic["signatures"][number] & { orderId: string; comicId: string };

/** The completion tiers whose gate, read as the server reads it, lets them complete. */
async function passingTiers(db: Db, tiers: TierItem[], rankIn: ReturnType<typeof rankInOf>) {
  const tierRows = await queryRows<
    TierItem & { status: TierStatus; processed: number; count: number; labelsVerified: boolean }
  >(
    db,
    sql`select t.order_id as "orderId", t.id as "tierId", t.status, t.processed, t.count,
        t.labels_verified as "labelsVerified"
      from tiers t join bench_write_orders b on b.id = t.order_id where ${rankIn("complete")}`,
  );
  const comicRows = await queryRows<GateRow>(
    db,
    sql`select c.order_id as "orderId", c.tier_id as "tierId", c.id as "comicId", c.unique_id as "uniqueId",
        c.grade, c.partial_grade as "partialGrade", c.reject, c.updated_status as "updatedStatus",
        c.has_image as "hasImage", c.has_image_sp as "hasImageSP", c.scanned, c.pressed,
        c.press_failed as "pressFailed"
      from comics c join bench_write_orders b on b.id = c.order_id where ${rankIn("complete")}`,
  );
  const signatureRows = await queryRows<GateSignatureRow>(
    db,
    sql`select s.order_id as "orderId", s.comic_id as "comicId", s.type, s.valid,
        s.process_invalid as "processInvalid", s.description
      from signatures s join bench_write_orders b on b.id = s.order_id where ${rankIn("complete")}`,
  );
  const key = (orderId: string, id: string) => `${orderId}/${id}`;
  const signaturesOf = new Map<string, GateSignatureRow[]>();
  for (const row of signatureRows) {
    const list = signaturesOf.get(key(row.orderId, row.comicId)) ?? [];
    list.push(row);
    signaturesOf.set(key(row.orderId, row.comicId), list);
  }
  const comicsOf = new Map<string, GateComic[]>();
  for (const row of comicRows) {
    const list = comicsOf.get(key(row.orderId, row.tierId)) ?? [];
    list.push({
      ...row,
      grade: row.grade === null ? null : Number(row.grade),
      signatures: signaturesOf.get(key(row.orderId, row.comicId)) ?? [],
    });
    comicsOf.set(key(row.orderId, row.tierId), list);
  }
  const passing = new Set(
    tierRows
      .filter((tier) => stationGate(tier, comicsOf.get(key(tier.orderId, tier.tierId)) ?? []).canComplete)
      .map((tier) => key(tier.orderId, tier.tierId)),
  );
  return tiers.filter((tier) => passing.has(key(tier.orderId, tier.tierId)));
}

/**
 * Snapshots the InProcess orders, unscans the scan targets, scans every comic of the completion targets
 * and satisfies their gates. `shares`: which kind each rank takes (the capacity bench deals scans and
 * completions only).
 */
export async function prepareWriteTargets(
  db: Db,
  options: { shares?: readonly WriteKind[] } = {},
): Promise<WriteTargets> {
  const shares = options.shares ?? SHARES;
  const rankIn = rankInOf(shares);
  const kindOf = (rank: number) => shares[rank % shares.length]!;
  await restoreWriteTargets(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create table bench_write_orders as
      select id, status, status_changed_at, balance, refundable, (row_number() over (order by id))::int as rank
      from orders where status = 'InProcess'`);
    await tx.execute(sql`
      create table bench_write_tiers as
      select t.order_id, t.id, t.status, t.processed, t.routed_through, t.is_rejected, t.missing_reason,
        t.status_changed_at, t.labels_verified
      from tiers t join bench_write_orders b on b.id = t.order_id`);
    await tx.execute(sql`
      create table bench_write_comics as
      select c.order_id, c.id, c.status, c.scanned, c.pressed, c.has_image, c.has_image_sp, ${GRADE_SNAPSHOT}
      from comics c join bench_write_orders b on b.id = c.order_id`);
    await tx.execute(sql`
      update comics c set scanned = (${rankIn("complete")})
      from bench_write_orders b where c.order_id = b.id and ${rankIn("scan", "complete")}`);
    await tx.execute(sql`
      update tiers t set processed = case when ${rankIn("complete")} then t.count else 0 end
      from bench_write_orders b where t.order_id = b.id and ${rankIn("scan", "complete")}`);
    await satisfyGates(tx, rankIn);
    await prepareCharges(tx, rankIn);
  });
  // The prepared rows were just rewritten: clean up and re-plan as a working database would have by now
  // (PGlite runs no autovacuum at all).
  await db.execute(sql`vacuum analyze orders, tiers, comics`);
  // And write those pages out now: PGlite, one process with no background checkpointer, would otherwise
  // pay for this preparation in a checkpoint in the middle of the measured writes.
  await db.execute(sql`checkpoint`);
  const orders = await queryRows<TargetOrder>(
    db,
    sql`select o.id, b.rank, o.version from bench_write_orders b join orders o on o.id = b.id order by b.rank`,
  );
  const scans = await queryRows<ScanItem>(
    db,
    sql`select c.order_id as "orderId", c.tier_id as "tierId", c.unique_id as code
      from comics c join bench_write_orders b on b.id = c.order_id join tiers t
        on t.order_id = c.order_id and t.id = c.tier_id
      where ${rankIn("scan")} order by b.rank, t.position, c.id`,
  );
  const candidates = await queryRows<TierItem>(
    db,
    sql`select t.order_id as "orderId", t.id as "tierId"
      from tiers t join bench_write_orders b on b.id = t.order_id
      where ${rankIn("complete")} and t.status <> 'Shipping' order by b.rank, t.position`,
  );
  const tiers = await passingTiers(db, candidates, rankIn);
  const grades = await queryRows<ComicItem>(
    db,
    sql`select c.order_id as "orderId", c.id as "comicId"
      from comics c join bench_write_orders b on b.id = c.order_id join tiers t
        on t.order_id = c.order_id and t.id = c.tier_id
      where ${rankIn("grade")} and t.status = 'PreGrade' and c.status = 'PreGrade'
      order by b.rank, t.position, c.id`,
  );
  const charges = await queryRows<ChargeItem>(
    db,
    sql`select o.id as "orderId", p.id as "payMethodId"
      from bench_write_orders b join orders o on o.id = b.id
        join payment_methods p on p.token = 'bench_tok_' || o.customer_id
      where ${rankIn("charge")} order by b.rank`,
  );
  const byKind = Object.fromEntries(
    WRITE_KINDS.map((kind) => [kind, orders.filter((order) => kindOf(order.rank) === kind)]),
  ) as Record<WriteKind, TargetOrder[]>;
  return { orders: byKind, scans, tiers, grades, charges };
}

/** Every target order's version as prepared: each write sends the version the previous answer gave. */
export function targetVersions(targets: WriteTargets): Map<string, number> {
  return new Map(
    Object.values(targets.orders)
      .flat()
      .map((order) => [order.id, order.version]),
  );
}
