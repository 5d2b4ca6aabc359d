// What a station gate reads of one tier: its comics and their signatures, in two queries whatever
// the tier's size (the tier screen), or in one (the completion, findGateComics); both read through
// toGateComics.
import type { GateComic, GateTier, TierStatus } from "@gbo/domain/workflow";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type ComicRow, comics, signatures, type TierRow } from "../../../db/schema/index";

/** The signature columns a gate reads. */
const SIGNATURE_COLUMNS = {
  type: signatures.type,
  valid: signatures.valid,
  processInvalid: signatures.processInvalid,
  description: signatures.description,
};

export async function findTierSignatures(db: Db, orderId: string, tierId: string) {
  return db
    .select({ comicId: signatures.comicId, ...SIGNATURE_COLUMNS })
    .from(signatures)
    .innerJoin(comics, and(eq(comics.orderId, signatures.orderId), eq(comics.id, signatures.comicId)))
    .where(and(eq(signatures.orderId, orderId), eq(comics.tierId, tierId)))
    .orderBy(asc(signatures.id));
}

type TierSignatureRow = Awaited<ReturnType<typeof findTierSignatures>>[number];

/** The comic columns a gate reads. */
type GateComicRow = Pick<
  ComicRow,
  | "id"
  | "uniqueId"
  | "grade"
  | "partialGrade"
  | "reject"
  | "updatedStatus"
  | "hasImage"
  | "hasImageSP"
  | "scanned"
  | "pressed"
  | "pressFailed"
>;

/**
 * The completion's read: the tier's comics (the gate's columns only) with their signatures, one row per
 * comic and signature, in one statement.
 */
export async function findGateComics(db: Db, orderId: string, tierId: string): Promise<GateComic[]> {
  const rows = await db
    .select({
      id: comics.id,
      uniqueId: comics.uniqueId,
      grade: comics.grade,
      partialGrade: comics.partialGrade,
      reject: comics.reject,
      updatedStatus: comics.updatedStatus,
      hasImage: comics.hasImage,
      hasImageSP: comics.hasImageSP,
      scanned: comics.scanned,
      pressed: comics.pressed,
      pressFailed: comics.pressFailed,
      signatureId: signatures.id,
      ...SIGNATURE_COLUMNS,
    })
    .from(comics)
    .leftJoin(signatures, and(eq(signatures.orderId, comics.orderId), eq(signatures.comicId, comics.id)))
    .where(and(eq(comics.orderId, orderId), eq(comics.tierId, tierId)))
    .orderBy(asc(comics.id), asc(signatures.id));
  const comicRows = new Map<string, GateComicRow>();
  // Signature columns aside, each row is its comic's.
  const signatureRows: TierSignatureRow[] = [];
  for (const row of rows) {
    comicRows.set(row.id, row);
    // A comic without signatures comes once, its signature columns null (the left join).
    if (row.signatureId !== null && row.type !== null) {
      signatureRows.push({
        comicId: row.id,
        type: row.type,
        valid: row.valid ?? false,
        processInvalid: row.processInvalid ?? false,
        description: row.description,
      });
    }
  }
  return toGateComics([...comicRows.values()], signatureRows);
}

export function toGateComics(
  rows: readonly GateComicRow[],
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
