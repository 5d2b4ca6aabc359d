// What a station gate reads of one tier: its comics and their signatures, in two queries whatever
// the tier's size (the tier screen and the completion share it).
import type { GateComic, GateTier, TierStatus } from "@gbo/domain/workflow";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type ComicRow, comics, signatures, type TierRow } from "../../../db/schema/index";

export async function findTierSignatures(db: Db, orderId: string, tierId: string) {
  return db
    .select({
      comicId: signatures.comicId,
      type: signatures.type,
      valid: signatures.valid,
      processInvalid: signatures.processInvalid,
      description: signatures.description,
    })
    .from(signatures)
    .innerJoin(comics, and(eq(comics.orderId, signatures.orderId), eq(comics.id, signatures.comicId)))
    .where(and(eq(signatures.orderId, orderId), eq(comics.tierId, tierId)))
    .orderBy(asc(signatures.id));
}

type TierSignatureRow = Awaited<ReturnType<typeof findTierSignatures>>[number];

export function toGateComics(
  rows: readonly ComicRow[],
  signatureRows: readonly TierSignatureRow[],
): GateComic[] {
  const byComic = new Map<string, TierSignatureRow[]>();
  for (const row of signatureRows) byComic.set(row.comicId, [...(byComic.get(row.comicId) ?? []), row]);
  return rows.map((row) => ({
    uniqueId: row.uniqueId,
    grade: row.grade,
    partialGrade: row.partialGrade,
    reject: row.reject,
    updatedStatus: row.updatedStatus,
    hasImage: row.hasImage,
    hasImageSP: row.hasImageSP,
    scanned: row.scanned,
    pressed: row.pressed,
    pressFailed: row.pressFailed,
    signatures: byComic.get(row.id) ?? [],
  }));
}

export function toGateTier(tier: TierRow): GateTier {
  return {
    status: tier.status as TierStatus,
    processed: tier.processed,
    count: tier.count,
    labelsVerified: tier.labelsVerified,
  };
}
