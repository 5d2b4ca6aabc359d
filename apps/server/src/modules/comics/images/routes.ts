// Image access and upload (workflow §7 sas/comic; issue 11 point 5). The rules are in comic-images.ts
// and the domain's imaging module; in files mode this also registers the store's signed routes.
import {
  ZComicImageConfirmBodySchema,
  ZComicImagePathSchema,
  ZComicImagesSchema,
  ZImageAccessQuerySchema,
  ZImageUploadAddressSchema,
} from "@gbo/contracts/comics";
import { ZOrderActionResultSchema } from "@gbo/contracts/orders";
import { IMAGE_NOT_PICTURE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from "@gbo/domain/imaging";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { FsBlobStore, registerFsBlobRoutes } from "../../../integrations/blobs/index";
import { actorOf, claimsOf } from "../../orders/index";
import { confirmImage, imageUploadAddress, listImages } from "./comic-images";

const TAGS = ["orders: comics"];

export async function imageRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database, blobs } = context;

  if (blobs instanceof FsBlobStore) {
    // The only uploads today are pictures, so the refusals speak of pictures.
    await registerFsBlobRoutes(instance, blobs, {
      tooLarge: () => IMAGE_TOO_LARGE_MESSAGE,
      wrongType: () => IMAGE_NOT_PICTURE_MESSAGE,
    });
  }

  app.get(
    "/api/orders/sas/comic",
    {
      config: claimsOf("uploadImage"),
      schema: {
        tags: TAGS,
        summary:
          "Image access: a short-lived address to PUT a comic's picture to (cover at Imaging, sp1..sp4 at ImagingSP; days above 1). Confirm the upload afterwards.",
        querystring: ZImageAccessQuerySchema,
        response: { 200: ZImageUploadAddressSchema },
      },
    },
    async (request) =>
      imageUploadAddress({ db: database.db, blobs, actor: actorOf(request), path: request.query.path }),
  );

  app.post(
    "/api/orders/:id/comic/:comicId/images/:kind",
    {
      config: claimsOf("uploadImage"),
      schema: {
        tags: TAGS,
        summary:
          "Confirm an uploaded picture: its size (50 MB) and its header (a readable JPEG or PNG, decoded from its content) are checked, then hasImage (cover) or hasImageSP (sp1..sp4) is set and the upload logged",
        params: ZComicImagePathSchema,
        body: ZComicImageConfirmBodySchema,
        response: { 200: ZOrderActionResultSchema },
      },
    },
    async (request) =>
      confirmImage({
        database,
        blobs,
        actor: actorOf(request),
        orderId: request.params.id,
        comicId: request.params.comicId,
        kind: request.params.kind,
        version: request.body.version,
      }),
  );

  app.get(
    "/api/orders/:id/comic/:comicId/images",
    {
      config: { claims: [] },
      schema: {
        tags: TAGS,
        summary: "A comic's pictures, each with a short-lived signed address to show it",
        params: ZComicImagePathSchema.omit({ kind: true }),
        response: { 200: ZComicImagesSchema },
      },
    },
    async (request) =>
      listImages({
        db: database.db,
        blobs,
        actor: actorOf(request),
        orderId: request.params.id,
        comicId: request.params.comicId,
      }),
  );
}
