// Comic pictures (workflow §7 image access, §3 hasImage/hasImageSP, §9 days > 1; issue 11 point 5).
// 1. GET sas/comic: after the claim, station and days checks, a short-lived address to upload to. The
//    upload lands on a staging key, so a refused or abandoned file never replaces a good picture.
// 2. POST …/images/{kind}: the stored picture is checked (size, header decoded: checkUploadedImage; a
//    bad object is deleted), then one order write sets the comic's flag, moves the file into place and
//    logs it.
// 3. GET …/images: the pictures that exist, each with a short-lived signed download address.
import type { TComicImages, TImageUploadAddress } from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import {
  badImagePathMessage,
  canEditImages,
  IMAGE_CONTENT_TYPES,
  IMAGE_KINDS,
  type ImageKind,
  imageEditClosedMessage,
  imageFlagOf,
  imageLogText,
  imageStationProblem,
  MAX_IMAGE_BYTES,
  noUploadMessage,
  parseImagePath,
} from "@gbo/domain/imaging";
import { and, eq } from "drizzle-orm";
import type { Database, Db } from "../../../db/client";
import { type ComicRow, comics, type TierRow } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { type BlobStore, checkUploadedImage } from "../../../integrations/blobs/index";
import {
  type Actor,
  actionResult,
  assertCanSeeTier,
  requireComic,
  requireOrder,
  requireStationTier,
  requireTier,
  touchEvent,
  writeOrder,
} from "../../orders/index";

/** Long enough for a 50 MB upload on a slow line; the confirm checks what arrived either way. */
export const UPLOAD_ADDRESS_SECONDS = 15 * 60;
export const DOWNLOAD_ADDRESS_SECONDS = 10 * 60;

export const stagingKeyOf = (uniqueId: string, kind: ImageKind) => `uploads/comics/${uniqueId}/${kind}`;
export const imageKeyOf = (uniqueId: string, kind: ImageKind) => `comics/${uniqueId}/${kind}`;

/** The picture rules on the comic and its (locked or read) tier: the station, then days > 1. */
function assertImageEditable(comic: ComicRow, tier: TierRow, kind: ImageKind): void {
  const wrongStation = imageStationProblem(kind, tier.status);
  if (wrongStation) throw new AppError("bad_request", wrongStation);
  if (!canEditImages(comic.days)) throw new AppError("bad_request", imageEditClosedMessage(comic.days));
}

/** GET /api/orders/sas/comic?path={uniqueId}/{cover|sp1..sp4}.jpg */
export async function imageUploadAddress(options: {
  db: Db;
  blobs: BlobStore;
  actor: Actor;
  path: string;
}): Promise<TImageUploadAddress> {
  const { db, blobs, actor } = options;
  const parsed = parseImagePath(options.path);
  if (!parsed) {
    const message = badImagePathMessage(options.path);
    throw AppError.fields(message, { path: [message] });
  }
  const order = await requireOrder(db, parsed.orderId);
  const comic = await requireComic(db, order, parsed.seq);
  const tier = await requireStationTier(db, actor, order, comic.tierId, "uploadImage");
  assertImageEditable(comic, tier, parsed.kind);
  const address = await blobs.signedUpload(stagingKeyOf(comic.uniqueId, parsed.kind), {
    expiresInSeconds: UPLOAD_ADDRESS_SECONDS,
    limits: { maxBytes: MAX_IMAGE_BYTES, contentTypes: IMAGE_CONTENT_TYPES },
  });
  return {
    ...address,
    expiresAt: address.expiresAt.toISOString(),
    kind: parsed.kind,
    maxBytes: MAX_IMAGE_BYTES,
    contentTypes: [...IMAGE_CONTENT_TYPES],
  };
}

/** POST /api/orders/{id}/comic/{comicId}/images/{kind} */
export async function confirmImage(options: {
  database: Database;
  blobs: BlobStore;
  actor: Actor;
  orderId: string;
  comicId: string;
  kind: ImageKind;
  version: number | null | undefined;
}): Promise<TOrderActionResult> {
  const { database, blobs, actor, kind } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: options.version ?? null,
    actor,
    decide: async ({ tx, order }) => {
      const comic = await requireComic(tx, order, options.comicId);
      const tier = await requireStationTier(tx, actor, order, comic.tierId, "uploadImage");
      assertImageEditable(comic, tier, kind);
      // Read on the locked order, so two confirms of one picture run one after the other.
      const staging = stagingKeyOf(comic.uniqueId, kind);
      const stored = await blobs.head(staging);
      if (!stored) throw new AppError("bad_request", noUploadMessage(kind));
      const { contentType } = await checkUploadedImage(blobs, staging, { size: stored.size });
      const flag = imageFlagOf(kind);
      const text = imageLogText(kind);
      return {
        apply: async (w) => {
          await w
            .update(comics)
            .set({ [flag]: true })
            .where(and(eq(comics.orderId, order.id), eq(comics.id, comic.id)));
          // Last: if the move fails, the transaction rolls back and the upload can be confirmed again.
          await blobs.move(staging, imageKeyOf(comic.uniqueId, kind), contentType);
        },
        log: [{ type: "Image", description: text, tierId: tier.id, comicId: comic.id }],
        events: [touchEvent(order, tier.id)],
        answer: (version) =>
          actionResult({
            message: `${comic.uniqueId}: ${text}`,
            order,
            version,
            orderStatus: order.status,
            tier,
          }),
      };
    },
  });
}

/** GET /api/orders/{id}/comic/{comicId}/images */
export async function listImages(options: {
  db: Db;
  blobs: BlobStore;
  actor: Actor;
  orderId: string;
  comicId: string;
}): Promise<TComicImages> {
  const { db, blobs } = options;
  const order = await requireOrder(db, options.orderId);
  const comic = await requireComic(db, order, options.comicId);
  assertCanSeeTier(options.actor, await requireTier(db, order.id, comic.tierId));
  const found = await Promise.all(
    IMAGE_KINDS.map(async (kind) => {
      const key = imageKeyOf(comic.uniqueId, kind);
      const info = await blobs.head(key);
      if (!info) return null;
      const address = await blobs.signedDownload(key, {
        expiresInSeconds: DOWNLOAD_ADDRESS_SECONDS,
        version: String(info.updatedAt.getTime()),
      });
      return {
        kind,
        contentType: info.contentType,
        size: info.size,
        updatedAt: info.updatedAt.toISOString(),
        url: address.url,
        expiresAt: address.expiresAt.toISOString(),
      };
    }),
  );
  return { uniqueId: comic.uniqueId, images: found.filter((image) => image !== null) };
}
