// What a bulk approve or disapprove of a tier changes (issue 29 point 3): the tier's comics with their
// undecided VSP/VSPP signatures, by the domain's plan. The verdict writes from it and the dialog reads it
// (GET /api/orders/{id}/bulkvsp/{tier}), so both name and count the same signatures.
import type { TBulkVspPlan } from "@gbo/contracts/comics";
import { type BulkVerdictPlan, bulkVerdictBlocker, planBulkVerdict } from "@gbo/domain/signatures";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type ComicRow, type OrderRow, signatures, type TierRow } from "../../../db/schema/index";
import { type Actor, findComics, requireOrder } from "../../orders/index";
import { requireSignatureTier, type StoredSignature, toDomainSignature } from "./signature-shared";

export type PlannedComic = { id: string; row: ComicRow; signatures: StoredSignature[] };

/** Every comic's stored signature rows of the order, in the order they were added. */
export async function signaturesOfComics(db: Db, orderId: string): Promise<Map<string, StoredSignature[]>> {
  const rows = await db
    .select()
    .from(signatures)
    .where(eq(signatures.orderId, orderId))
    .orderBy(asc(signatures.id));
  const byComic = new Map<string, StoredSignature[]>();
  for (const row of rows)
    byComic.set(row.comicId, [...(byComic.get(row.comicId) ?? []), toDomainSignature(row)]);
  return byComic;
}

/** The domain's plan for the tier's comics, in tier order. */
export async function planTierVerdict(
  db: Db,
  order: OrderRow,
  tier: TierRow,
): Promise<BulkVerdictPlan<PlannedComic>> {
  const [tierComics, byComic] = await Promise.all([
    findComics(db, order.id, tier.id),
    signaturesOfComics(db, order.id),
  ]);
  return planBulkVerdict(
    tierComics.map((row) => ({ id: row.id, row, signatures: byComic.get(row.id) ?? [] })),
  );
}

const titleOf = (comic: Pick<ComicRow, "title" | "issue">) =>
  comic.issue ? `${comic.title} #${comic.issue}` : comic.title;

/** GET /api/orders/{id}/bulkvsp/{tier}: the plan the bulk dialog shows, at the order's version. */
export async function getBulkVspPlan(options: {
  db: Db;
  actor: Actor;
  orderId: string;
  tierId: string;
}): Promise<TBulkVspPlan> {
  const { db, actor } = options;
  const order = await requireOrder(db, options.orderId);
  const tier = await requireSignatureTier(db, actor, order, options.tierId);
  const plan = await planTierVerdict(db, order, tier);
  return {
    version: order.version,
    comics: plan.comics.map(({ comic, changes }) => ({
      id: comic.id,
      uniqueId: comic.row.uniqueId,
      title: titleOf(comic.row),
      signatures: changes.map((s) => ({ id: s.id, name: s.name, type: s.type })),
    })),
    comicCount: plan.comicCount,
    signatureCount: plan.signatureCount,
    decidedCount: plan.decidedCount,
    blocker: bulkVerdictBlocker(plan),
  };
}
