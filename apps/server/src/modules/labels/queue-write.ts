// Changing a worker's label queue (administration §4, §5, §8): scan a tier in, take one out, clear it
// after generating, generate its PDF. Each change runs on the queue's locked state row; adding or
// removing a tier drops the last generation (its PDF no longer matches the queue).
import type { TLabelPdf, TLabelQueueChange } from "@gbo/contracts/labels";
import {
  LABEL_QUEUE_STALE,
  labelBucket,
  tierAddedToLabelsQueue,
  validateClearLabelQueue,
  validateLabelQueueRemoval,
  validateLabelQueueTier,
} from "@gbo/domain/labels";
import { NO_RAW_LABELS_TO_PRINT, QUEUE_CLEARED, TIER_REMOVED } from "@gbo/domain/messages";
import { validateLabelScan } from "@gbo/domain/workflow";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { comics, orders, tiers } from "../../db/schema/index";
import { labelQueues, labelQueueTiers } from "../../db/schema/labels";
import { AppError } from "../../http/errors";
import type { BlobStore } from "../../integrations/blobs/blob-store";
import type { Tx } from "../orders/index";
import { labelsToPrint, printLabels } from "./label-print";
import {
  bucketize,
  labelColumns,
  type QueueKey,
  queuedComics,
  queueTiers,
  queueWhere,
  readQueue,
  stateWhere,
} from "./queue-read";

const tierScan = (t: { orderId: string; tierId: string }) => `${t.orderId}-${t.tierId}`;

/** Locks the queue's state row (created on the first change) and answers its version. */
async function lockQueue(tx: Tx, key: QueueKey): Promise<number> {
  await tx.insert(labelQueues).values(key).onConflictDoNothing();
  const [row] = await tx
    .select({ version: labelQueues.version })
    .from(labelQueues)
    .where(stateWhere(key))
    .for("update");
  return row?.version ?? 1;
}

/** Moves the version on; `generation` sets (or with null drops) the last PDF. */
async function bumpQueue(
  tx: Tx,
  key: QueueKey,
  generation: { pdfName: string; totalPages: number; generatedAt: Date } | null,
) {
  await tx
    .update(labelQueues)
    .set({
      pdfName: generation?.pdfName ?? null,
      totalPages: generation?.totalPages ?? 0,
      generatedAt: generation?.generatedAt ?? null,
      version: sql`${labelQueues.version} + 1`,
    })
    .where(stateWhere(key));
}

/** The tier a scan names, with its status and its comics' collectible type. */
async function findScannedTier(db: Db | Tx, orderId: string, tierId: string) {
  const [tier] = await db
    .select({ status: tiers.status, orderType: orders.collectibleType })
    .from(tiers)
    .innerJoin(orders, eq(orders.id, tiers.orderId))
    .where(and(eq(tiers.orderId, orderId), eq(tiers.id, tierId)))
    .limit(1);
  if (!tier) return null;
  const [comic] = await db
    .select({ type: comics.collectibleType })
    .from(comics)
    .where(and(eq(comics.orderId, orderId), eq(comics.tierId, tierId)))
    .limit(1);
  return { status: tier.status, collectibleType: comic?.type ?? tier.orderType };
}

/** How many of a tier's comics have a bucket to print in (a manga needs a listed label code). */
async function printableCount(db: Db | Tx, key: QueueKey, target: { orderId: string; tierId: string }) {
  const rows = await db
    .select(labelColumns)
    .from(comics)
    .where(and(eq(comics.orderId, target.orderId), eq(comics.tierId, target.tierId)));
  const printable = rows.filter((row) => labelBucket(key.collectibleType, row) !== null).length;
  return { comics: rows.length, printable };
}

export async function addToQueue(db: Db, key: QueueKey, scan: string): Promise<TLabelQueueChange> {
  const parsed = validateLabelScan(scan);
  if (!parsed.ok) throw new AppError("bad_request", parsed.message);
  const target = parsed.value;
  const counts = await db.transaction(async (tx) => {
    await lockQueue(tx, key);
    const tier = await findScannedTier(tx, target.orderId, target.tierId);
    const [queued] = await tx
      .select({ tierId: labelQueueTiers.tierId })
      .from(labelQueueTiers)
      .where(
        and(
          queueWhere(key),
          eq(labelQueueTiers.orderId, target.orderId),
          eq(labelQueueTiers.tierId, target.tierId),
        ),
      );
    const check = validateLabelQueueTier({
      scan: tierScan(target),
      queueType: key.collectibleType,
      tier,
      isQueued: queued !== undefined,
    });
    if (!check.ok) throw new AppError(tier ? "bad_request" : "not_found", check.message);
    await tx.insert(labelQueueTiers).values({ ...key, orderId: target.orderId, tierId: target.tierId });
    await bumpQueue(tx, key, null);
    return printableCount(tx, key, target);
  });
  return { message: tierAddedToLabelsQueue(counts), queue: await readQueue(db, key) };
}

export async function removeFromQueue(db: Db, key: QueueKey, scan: string): Promise<TLabelQueueChange> {
  await db.transaction(async (tx) => {
    await lockQueue(tx, key);
    const removal = validateLabelQueueRemoval(scan, await queueTiers(tx, key));
    if (!removal.ok) throw new AppError("bad_request", removal.message);
    await tx
      .delete(labelQueueTiers)
      .where(
        and(
          queueWhere(key),
          eq(labelQueueTiers.orderId, removal.value.orderId),
          eq(labelQueueTiers.tierId, removal.value.tierId),
        ),
      );
    await bumpQueue(tx, key, null);
  });
  return { message: TIER_REMOVED, queue: await readQueue(db, key) };
}

export async function clearQueue(db: Db, key: QueueKey, version: number): Promise<TLabelQueueChange> {
  await db.transaction(async (tx) => {
    const current = await lockQueue(tx, key);
    if (current !== version) throw new AppError("conflict", LABEL_QUEUE_STALE);
    const [state] = await tx
      .select({ totalPages: labelQueues.totalPages })
      .from(labelQueues)
      .where(stateWhere(key));
    const clear = validateClearLabelQueue(state?.totalPages ?? 0);
    if (!clear.ok) throw new AppError("bad_request", clear.message);
    await tx.delete(labelQueueTiers).where(queueWhere(key));
    await bumpQueue(tx, key, null);
  });
  return { message: QUEUE_CLEARED, queue: await readQueue(db, key) };
}

/** Generates the queue's PDF, one bucket after another, each on sheets of its own. */
export async function generateQueue(
  db: Db,
  blobs: BlobStore,
  key: QueueKey,
  printedBy: string,
): Promise<TLabelPdf> {
  const { buckets } = bucketize(key.collectibleType, await queuedComics(db, key));
  if (buckets.length === 0) throw new AppError("bad_request", NO_RAW_LABELS_TO_PRINT);
  const sheets = await Promise.all(buckets.map((b) => labelsToPrint(db, b.comics, false)));
  const pdf = await printLabels({
    db,
    blobs,
    kind: key.collectibleType,
    layout: { sheets },
    printedBy,
    isRelabel: false,
  });
  await db.transaction(async (tx) => {
    await lockQueue(tx, key);
    await bumpQueue(tx, key, { pdfName: pdf.pdfName, totalPages: pdf.totalPages, generatedAt: new Date() });
  });
  return pdf;
}
