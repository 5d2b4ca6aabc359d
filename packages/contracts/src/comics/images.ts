// Comic pictures (workflow §7 image access; issue 11 point 5): a signed address to upload to, the
// confirm that checks the stored bytes and sets hasImage/hasImageSP, and the list with signed addresses
// to show them. The same answers whether the blobs live on disk or in an S3-compatible bucket.
import { IMAGE_KINDS } from "@gbo/domain/imaging";
import { z } from "zod";
import { ZSafeIntSchema } from "../common/index";
import { ZComicIdSchema, ZVersionSchema } from "../orders/common";

export const ZImageKindSchema = z.enum(IMAGE_KINDS).describe("cover (Imaging) or sp1..sp4 (ImagingSP)");
export type TImageKind = z.infer<typeof ZImageKindSchema>;

/** GET /api/orders/sas/comic?path=… */
export const ZImageAccessQuerySchema = z.object({
  path: z.string().max(200).describe("{uniqueId}/{cover|sp1..sp4}.jpg, e.g. 26-0A12345-001/cover.jpg"),
});

/** A short-lived address: send `method` to `url` (relative to this server, or absolute) with `headers`. */
export const ZSignedAddressSchema = z.object({
  url: z.string(),
  method: z.enum(["PUT", "GET"]),
  headers: z.record(z.string(), z.string()).describe("Headers to send besides the file's Content-Type"),
  expiresAt: z.string().describe("ISO-8601 UTC; the address is refused after it"),
});
export type TSignedAddress = z.infer<typeof ZSignedAddressSchema>;

export const ZImageUploadAddressSchema = ZSignedAddressSchema.extend({
  kind: ZImageKindSchema,
  maxBytes: ZSafeIntSchema().describe("Largest file accepted (50 MB)"),
  contentTypes: z.array(z.string()).describe("What the file must be, read from its content"),
}).meta({ id: "ImageUploadAddress" });
export type TImageUploadAddress = z.infer<typeof ZImageUploadAddressSchema>;

/** The answer of a PUT to the server's own signed upload address (files mode). */
export const ZBlobUploadResultSchema = z.object({
  size: ZSafeIntSchema(),
  contentType: z.string(),
});
export type TBlobUploadResult = z.infer<typeof ZBlobUploadResultSchema>;

export const ZComicImagePathSchema = z.object({
  id: z.string().max(30).describe("Order id"),
  comicId: ZComicIdSchema,
  kind: ZImageKindSchema,
});

/**
 * POST /api/orders/{id}/comic/{comicId}/images/{kind}: after the upload. `version` is optional: a
 * picture overwrites no field another worker edits, so the imaging screen sends none and is never
 * refused for a concurrent change elsewhere on the order; a client that sends one has it checked.
 */
export const ZComicImageConfirmBodySchema = z.object({
  version: ZVersionSchema.nullable().optional(),
});
export type TComicImageConfirmBody = z.infer<typeof ZComicImageConfirmBodySchema>;

export const ZComicImageSchema = z.object({
  kind: ZImageKindSchema,
  contentType: z.string().nullable(),
  size: ZSafeIntSchema(),
  updatedAt: z.string(),
  url: z.string().describe("Short-lived signed address serving the picture"),
  expiresAt: z.string(),
});
export type TComicImage = z.infer<typeof ZComicImageSchema>;

/** GET /api/orders/{id}/comic/{comicId}/images: the pictures that exist, in kind order. */
export const ZComicImagesSchema = z
  .object({
    uniqueId: z.string(),
    images: z.array(ZComicImageSchema),
  })
  .meta({ id: "ComicImages" });
export type TComicImages = z.infer<typeof ZComicImagesSchema>;
