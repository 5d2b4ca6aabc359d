// Reading a worker's label queue: its tiers (newest first), their comics' labels by bucket in the spec's
// order (domain labelBucket, bucketPages) and the last generation.
import type { TLabelQueue, TLabelQueueComic, TLabelType } from "@gbo/contracts/labels";
import { bucketPages, LABEL_BUCKETS, labelBucket } from "@gbo/domain/labels";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { comics } from "../../db/schema/index";
import { labelQueues, labelQueueTiers } from "../../db/schema/labels";
import { labelOf } from "./label-comic";

export type QueueKey = { workerId: string; collectibleType: TLabelType };

/** The columns a label and its bucket need. */
export const labelColumns = {
  orderId: comics.orderId,
  tierId: comics.tierId,
  id: comics.id,
  uniqueId: comics.uniqueId,
  title: comics.title,
  issue: comics.issue,
  year: comics.year,
  displayYear: comics.displayYear,
  noYear: comics.noYear,
  publisher: comics.publisher,
  noPublisher: comics.noPublisher,
  grade: comics.grade,
  partialGrade: comics.partialGrade,
  reject: comics.reject,
  category: comics.category,
  signees: comics.signees,
  keyComments: comics.keyComments,
  pageQuality: comics.pageQuality,
  restoration: comics.restoration,
  mangaLabelCode: comics.mangaLabelCode,
  collectibleType: comics.collectibleType,
};

export type LabelRow = {
  [K in keyof typeof labelColumns]: (typeof labelColumns)[K]["_"]["notNull"] extends true
    ? (typeof labelColumns)[K]["_"]["data"]
    : (typeof labelColumns)[K]["_"]["data"] | null;
};

export type Bucketed = { buckets: { bucket: string; comics: LabelRow[] }[]; unbucketed: LabelRow[] };

/** Comics into the type's buckets, in the spec's order, empty buckets left out. */
export function bucketize(collectibleType: TLabelType, rows: readonly LabelRow[]): Bucketed {
  const byBucket = new Map<string, LabelRow[]>();
  const unbucketed: LabelRow[] = [];
  for (const row of rows) {
    const bucket = labelBucket(collectibleType, row);
    if (bucket === null) unbucketed.push(row);
    else byBucket.set(bucket, [...(byBucket.get(bucket) ?? []), row]);
  }
  const buckets = LABEL_BUCKETS[collectibleType].flatMap((bucket) => {
    const found = byBucket.get(bucket);
    return found ? [{ bucket, comics: found }] : [];
  });
  return { buckets, unbucketed };
}

/** The rows of one worker's queue of one type (label_queue_tiers). */
export const queueWhere = (key: QueueKey) =>
  and(eq(labelQueueTiers.workerId, key.workerId), eq(labelQueueTiers.collectibleType, key.collectibleType));

/** The queued comics, oldest tier first and by sequence within a tier (the order they print in). */
export function queuedComics(db: Db, key: QueueKey): Promise<LabelRow[]> {
  return db
    .select(labelColumns)
    .from(labelQueueTiers)
    .innerJoin(
      comics,
      and(eq(comics.orderId, labelQueueTiers.orderId), eq(comics.tierId, labelQueueTiers.tierId)),
    )
    .where(queueWhere(key))
    .orderBy(asc(labelQueueTiers.addedAt), asc(comics.orderId), asc(comics.id));
}

export async function queueTiers(db: Db, key: QueueKey) {
  return db
    .select({
      orderId: labelQueueTiers.orderId,
      tierId: labelQueueTiers.tierId,
      addedAt: labelQueueTiers.addedAt,
      // Qualified by hand: drizzle leaves the columns unqualified inside this subquery.
      comics: sql<number>`(select count(*)::int from comics c where c.order_id = "label_queue_tiers"."order_id" and c.tier_id = "label_queue_tiers"."tier_id")`,
    })
    .from(labelQueueTiers)
    .where(queueWhere(key))
    .orderBy(desc(labelQueueTiers.addedAt), desc(labelQueueTiers.orderId), desc(labelQueueTiers.tierId));
}

/** The queue's state row (label_queues). */
export const stateWhere = (key: QueueKey) =>
  and(eq(labelQueues.workerId, key.workerId), eq(labelQueues.collectibleType, key.collectibleType));

/** The queue's generated state; a queue never changed reads as version 1, nothing generated. */
export async function queueState(db: Db, key: QueueKey) {
  const [row] = await db.select().from(labelQueues).where(stateWhere(key));
  return row ?? { pdfName: null, totalPages: 0, generatedAt: null, version: 1 };
}

const queueComic = (row: LabelRow): TLabelQueueComic => ({
  uniqueId: row.uniqueId,
  orderId: row.orderId,
  tierId: row.tierId,
  label: labelOf(row),
});

export async function readQueue(db: Db, key: QueueKey): Promise<TLabelQueue> {
  const [tiers, rows, state] = await Promise.all([
    queueTiers(db, key),
    queuedComics(db, key),
    queueState(db, key),
  ]);
  const { buckets, unbucketed } = bucketize(key.collectibleType, rows);
  return {
    collectibleType: key.collectibleType,
    tiers: tiers.map((t) => ({ ...t, addedAt: t.addedAt.toISOString() })),
    buckets: buckets.map((b) => ({
      bucket: b.bucket,
      comics: b.comics.map(queueComic),
      pages: bucketPages(b.comics.length),
    })),
    unbucketed: unbucketed.map(queueComic),
    totalPages: state.totalPages,
    pdfName: state.pdfName,
    generatedAt: state.generatedAt?.toISOString() ?? null,
    version: state.version,
  };
}
