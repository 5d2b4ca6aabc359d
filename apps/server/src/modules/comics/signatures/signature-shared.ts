// What the signature calls share: the Signature station check, rows as the domain sees them, the
// category recomputed from the rows, and writing rows back.
import { DEFAULT_CATALOG_VERSION } from "@gbo/domain/catalog";
import { deriveCategory } from "@gbo/domain/grading";
import type { Signature } from "@gbo/domain/signatures";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { ComicRow, OrderRow, SignatureRow, TierRow } from "../../../db/schema/index";
import { comics, signatures } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { type Actor, requireStationTier, type Tx, WRONG_STATUS_MESSAGE } from "../../orders/index";

/**
 * The catalog version original-art enforcement reads (workflow §9 "above version 13"). Orders do not
 * store the version of the catalog they were priced with, so every order counts as the current one.
 */
export const ORDER_CATALOG_VERSION = DEFAULT_CATALOG_VERSION;

/** UTC calendar date, the form signature dates are stored in. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** The tier of a signature call: the worker's claim for it, and the tier waiting at Signature. */
export async function requireSignatureTier(
  tx: Db,
  actor: Actor,
  order: OrderRow,
  tierId: string,
): Promise<TierRow> {
  const tier = await requireStationTier(tx, actor, order, tierId, "signComic");
  if (tier.status !== "Signature") throw new AppError("bad_request", WRONG_STATUS_MESSAGE);
  return tier;
}

export type StoredSignature = Signature & { id: number };

export function toDomainSignature(row: SignatureRow): StoredSignature {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    type: row.type,
    label: row.label ?? undefined,
    valid: row.valid,
    processInvalid: row.processInvalid,
    description: row.description,
  };
}

export function categoryOf(
  comic: Pick<ComicRow, "tierId" | "partialGrade" | "reject">,
  rows: readonly Signature[],
): string | null {
  // A rejected comic has no category (the grade view's reject clears it); signatures do not bring it back.
  if (comic.reject) return null;
  return deriveCategory({ tierId: comic.tierId, partialGrade: comic.partialGrade, signatures: rows });
}

/** Writes the verdict fields of already stored rows (approve / disapprove). */
export async function updateSignatureVerdicts(tx: Tx, orderId: string, rows: readonly StoredSignature[]) {
  for (const row of rows) {
    await tx
      .update(signatures)
      .set({
        valid: row.valid,
        processInvalid: row.processInvalid ?? false,
        date: row.date,
        description: row.description ?? null,
      })
      .where(and(eq(signatures.orderId, orderId), eq(signatures.id, row.id)));
  }
}

export async function setCategories(tx: Tx, orderId: string, categories: ReadonlyMap<string, string | null>) {
  // One statement per distinct category: a tier of 50 comics usually has two or three.
  const byCategory = new Map<string | null, string[]>();
  for (const [comicId, category] of categories) {
    byCategory.set(category, [...(byCategory.get(category) ?? []), comicId]);
  }
  for (const [category, ids] of byCategory) {
    await tx
      .update(comics)
      .set({ category })
      .where(and(eq(comics.orderId, orderId), inArray(comics.id, ids)));
  }
}
