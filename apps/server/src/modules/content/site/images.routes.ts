// Image access for site content (administration §7): GET /api/data/sas?path= and the confirm after the
// upload. Needs managecontent (the claim of every content link). In files mode the blob store's signed
// upload and download routes are registered here too (once per app; the comic pictures share them).
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZConfirmContentImageSchema,
  ZContentImageAddressSchema,
  ZContentImageQuerySchema,
  ZContentImageResultSchema,
} from "@gbo/contracts/content";
import { IMAGE_NOT_PICTURE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from "@gbo/domain/imaging";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { FsBlobStore, registerFsBlobRoutes } from "../../../integrations/blobs/index";
import { confirmContentImage, contentImageAddress } from "./content-images";

const TAGS = ["content: images"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema, 409: ZErrorBodySchema };

export async function contentImageRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, blobs } = context;
  const claims = [...menuClaimsFor("/banners")];

  if (blobs instanceof FsBlobStore) {
    await registerFsBlobRoutes(instance, blobs, {
      tooLarge: () => IMAGE_TOO_LARGE_MESSAGE,
      wrongType: () => IMAGE_NOT_PICTURE_MESSAGE,
    });
  }

  app.get(
    "/api/data/sas",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary:
          "Image access: a short-lived address to PUT a content picture to (a JPEG or PNG whose header decodes, at most 50 MB). Confirm the upload afterwards.",
        description:
          "path: banners/{id}, slider/{id}.jpg, conventions/{id}.jpg, onsites/{id}.jpg or signings/{id}.jpg; the record must exist (save a new one first).",
        querystring: ZContentImageQuerySchema,
        response: { 200: ZContentImageAddressSchema, ...errors },
      },
    },
    async (request) => contentImageAddress({ db, blobs, path: request.query.path }),
  );

  app.post(
    "/api/data/sas/confirm",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary:
          "Confirm an uploaded content picture: size (50 MB) is checked and its JPEG or PNG header decoded, then the record points at it (version + 1)",
        querystring: ZContentImageQuerySchema,
        body: ZConfirmContentImageSchema,
        response: { 200: ZContentImageResultSchema, 413: ZErrorBodySchema, 415: ZErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      confirmContentImage({ db, blobs, path: request.query.path, version: request.body.version }),
  );
}
