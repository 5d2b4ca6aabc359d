// Relabel (workflow §7): print one comic's label again, a whole tier's, or many at once, from the comic
// as it is now or (oldLabels) with the text each label had when it was last printed. Every relabel is
// recorded as a relabel print and written to the order's log with its reason.
import type { TLabelPdf, TLabelType } from "@gbo/contracts/labels";
import { parseScanCode } from "@gbo/domain/ids";
import { NOT_A_VALID_TIER_ID } from "@gbo/domain/messages";
import { CARD_NUMBER_IN_TEXT, hasCardNumber } from "@gbo/domain/text";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { comics } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import type { BlobStore } from "../../integrations/blobs/blob-store";
import {
  type Actor,
  actionResult,
  COMIC_NOT_FOUND_MESSAGE,
  orderIdFromPath,
  writeOrder,
} from "../orders/index";
import { type LabelToPrint, labelsToPrint, printLabels } from "./label-print";
import { bucketize, type LabelRow, labelColumns } from "./queue-read";

export const RELABEL_LOG_TYPE = "Labels";
const TYPES: readonly TLabelType[] = ["Comic", "Magazine", "Manga"];

/** One comic by its order and sequence ("001"); a junk id is simply not found. */
export async function comicByPath(db: Db, orderPath: string, seq: string): Promise<LabelRow> {
  const target = parseScanCode(`${orderIdFromPath(orderPath)}-${seq.trim()}`);
  if (target?.kind !== "comic") throw new AppError("not_found", COMIC_NOT_FOUND_MESSAGE);
  return comicByUniqueId(db, target.uniqueId);
}

export async function comicByUniqueId(db: Db, uniqueId: string): Promise<LabelRow> {
  const target = parseScanCode(uniqueId);
  if (target?.kind !== "comic") throw new AppError("not_found", COMIC_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select(labelColumns)
    .from(comics)
    .where(and(eq(comics.orderId, target.orderId), eq(comics.id, target.comicSeq)))
    .limit(1);
  if (!row) throw new AppError("not_found", COMIC_NOT_FOUND_MESSAGE);
  return row;
}

/** A tier's comics by sequence; an unknown tier or one without comics is 'Not a valid Tier Id'. */
export async function tierComics(db: Db, orderId: string, tierId: string): Promise<LabelRow[]> {
  const rows = await db
    .select(labelColumns)
    .from(comics)
    .where(and(eq(comics.orderId, orderId), eq(comics.tierId, tierId)))
    .orderBy(asc(comics.id));
  if (rows.length === 0) throw new AppError("not_found", NOT_A_VALID_TIER_ID);
  return rows;
}

/** Comics of `ids`: unique ids, or tier scans when `isTier`; in the order given, each once. */
export async function comicsOfIds(db: Db, ids: readonly string[], isTier: boolean): Promise<LabelRow[]> {
  const targets = ids.map((id) => parseScanCode(id));
  if (isTier) {
    const rows: LabelRow[] = [];
    for (const target of targets) {
      if (target?.kind !== "tier") throw new AppError("not_found", NOT_A_VALID_TIER_ID);
      rows.push(...(await tierComics(db, target.orderId, target.tierId)));
    }
    return uniqueRows(rows);
  }
  const uniqueIds = targets.map((target) => {
    if (target?.kind !== "comic") throw new AppError("not_found", COMIC_NOT_FOUND_MESSAGE);
    return target.uniqueId;
  });
  const found = await db.select(labelColumns).from(comics).where(inArray(comics.uniqueId, uniqueIds));
  const byId = new Map(found.map((row) => [row.uniqueId, row]));
  return uniqueRows(
    uniqueIds.map((id) => {
      const row = byId.get(id);
      if (!row) throw new AppError("not_found", COMIC_NOT_FOUND_MESSAGE);
      return row;
    }),
  );
}

const uniqueRows = (rows: readonly LabelRow[]) => [...new Map(rows.map((r) => [r.uniqueId, r])).values()];

/** Sheets by label stock: each collectible type's buckets in the spec's order, then any unbucketed. */
export async function sheetsOf(
  db: Db,
  rows: readonly LabelRow[],
  oldLabels: boolean,
): Promise<LabelToPrint[][]> {
  const groups = TYPES.flatMap((type) => {
    const { buckets, unbucketed } = bucketize(
      type,
      rows.filter((r) => r.collectibleType === type),
    );
    return [...buckets.map((b) => b.comics), ...(unbucketed.length > 0 ? [unbucketed] : [])];
  });
  return Promise.all(groups.map((group) => labelsToPrint(db, group, oldLabels)));
}

export type RelabelContext = { database: Database; blobs: BlobStore; actor: Actor };

/** Prints `rows` as relabels (one label a page for a single comic, else sheets) and logs each order. */
export async function relabel(
  context: RelabelContext,
  rows: readonly LabelRow[],
  options: { oldLabels: boolean; reason?: string | undefined; single: boolean },
): Promise<TLabelPdf> {
  if (options.reason && hasCardNumber(options.reason)) throw new AppError("bad_request", CARD_NUMBER_IN_TEXT);
  const { db } = context.database;
  const layout = options.single
    ? { single: await labelsToPrint(db, rows, options.oldLabels) }
    : { sheets: await sheetsOf(db, rows, options.oldLabels) };
  const pdf = await printLabels({
    db,
    blobs: context.blobs,
    kind: "relabel",
    layout,
    printedBy: context.actor.name,
    isRelabel: true,
  });
  await logRelabels(context, rows, options);
  return pdf;
}

/** "Relabel printed (old labels): 26-0A12345-001, 26-0A12345-002 (reason)", one entry per tier. */
export function relabelDescription(
  uniqueIds: readonly string[],
  oldLabels: boolean,
  reason?: string,
): string {
  const what = oldLabels ? "Relabel printed (old labels)" : "Relabel printed";
  const why = reason?.trim() ? ` (${reason.trim()})` : "";
  return `${what}: ${uniqueIds.join(", ")}${why}`;
}

async function logRelabels(
  context: RelabelContext,
  rows: readonly LabelRow[],
  options: { oldLabels: boolean; reason?: string | undefined },
) {
  const byOrder = new Map<string, Map<string, LabelRow[]>>();
  for (const row of rows) {
    const tiersOf = byOrder.get(row.orderId) ?? new Map<string, LabelRow[]>();
    tiersOf.set(row.tierId, [...(tiersOf.get(row.tierId) ?? []), row]);
    byOrder.set(row.orderId, tiersOf);
  }
  for (const [orderId, tiersOf] of byOrder) {
    const log = [...tiersOf].map(([tierId, tierRows]) => ({
      type: RELABEL_LOG_TYPE,
      tierId,
      comicId: tierRows.length === 1 ? (tierRows[0]?.id ?? null) : null,
      description: relabelDescription(
        tierRows.map((r) => r.uniqueId),
        options.oldLabels,
        options.reason,
      ),
    }));
    await writeOrder({
      database: context.database,
      orderId,
      version: null,
      actor: context.actor,
      decide: async ({ order }) => ({
        log,
        answer: (version) =>
          actionResult({ message: log[0]?.description ?? "", order, version, orderStatus: order.status }),
      }),
    });
  }
}
