// /api/banners (administration §7 Banners). Every call needs the /banners menu claim (managecontent;
// admin holds all); deleting a banner needs the admin claim (§6 "isAdmin allows deleting banners").
import { ZErrorBodySchema, ZOkSchema } from "@gbo/contracts/common";
import {
  ZBannerOrderPathSchema,
  ZBannerOrderResultSchema,
  ZBannerSchema,
  ZBannersPageSchema,
  ZBannersQuerySchema,
  ZContentImageResultSchema,
  ZIdPathSchema,
  ZOptionalVersionQuerySchema,
  ZPublishResultSchema,
  ZSaveBannerSchema,
} from "@gbo/contracts/content";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { type JsonBytes, sendJsonBytes, toJsonBytes } from "../../../http/json-bytes";
import type { KeptReads } from "../../../http/kept-reads";
import {
  createBanner,
  deleteBanner,
  getBanner,
  listBanners,
  publishBanners,
  saveBannerOrder,
  updateBanner,
} from "./banners";
import { removeContentImage } from "./content-images";

const TAGS = ["content: banners"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema, 409: ZErrorBodySchema };

/** `lists`: the content module's kept list pages, cleared by any content write (content/index.ts). */
export async function bannerRoutes(
  instance: FastifyInstance,
  context: AppContext,
  lists: KeptReads<JsonBytes>,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, blobs } = context;
  const claims = [...menuClaimsFor("/banners")];

  app.get(
    "/api/banners/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Banners in the list's order (order field, then id), with when they were last published",
        querystring: ZBannersQuerySchema,
        response: { 200: ZBannersPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const bytes = await lists.read(`banners:${page}:${pageSize}`, async () =>
        toJsonBytes(ZBannersPageSchema.parse(await listBanners(db, request.query))),
      );
      return sendJsonBytes(request, reply, bytes);
    },
  );

  // Registered before /:id so "order" and "publish" are never read as ids.
  app.put(
    "/api/banners/order/:value",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: 'Save the list\'s order field: "id:order" pairs, e.g. 7:1,3:2 (0 to 9999)',
        params: ZBannerOrderPathSchema,
        response: { 200: ZBannerOrderResultSchema, ...errors },
      },
    },
    async (request) => saveBannerOrder(db, request.log, request.worker!, request.params.value),
  );

  app.put(
    "/api/banners/publish/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary:
          "Publish: freeze the banners, in order and with copies of their pictures, for the public feed",
        response: { 200: ZPublishResultSchema, ...errors },
      },
    },
    async (request) => publishBanners(db, blobs, request.log, request.worker!),
  );

  app.get(
    "/api/banners/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "One banner, with a signed address showing its picture",
        params: ZIdPathSchema,
        response: { 200: ZBannerSchema, ...errors },
      },
    },
    async (request) => getBanner(db, blobs, request.params.id),
  );

  app.post(
    "/api/banners/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Add a banner (start and end days, header 1 required); it goes last in the order",
        body: ZSaveBannerSchema,
        response: { 200: ZBannerSchema, ...errors },
      },
    },
    async (request) => createBanner(db, blobs, request.log, request.worker!, request.body),
  );

  app.put(
    "/api/banners/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Change a banner (with the version read; stale → 409)",
        params: ZIdPathSchema,
        body: ZSaveBannerSchema,
        response: { 200: ZBannerSchema, ...errors },
      },
    },
    async (request) => updateBanner(db, blobs, request.log, request.worker!, request.params.id, request.body),
  );

  app.delete(
    "/api/banners/:id",
    {
      config: { claims: ["admin"] },
      schema: {
        tags: TAGS,
        summary: "Delete a banner and its picture (admin only); published copies stay until the next publish",
        params: ZIdPathSchema,
        querystring: ZOptionalVersionQuerySchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) =>
      deleteBanner(db, blobs, request.log, request.worker!, request.params.id, request.query.version),
  );

  app.delete(
    "/api/banners/:id/image",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Remove a banner's picture",
        params: ZIdPathSchema,
        querystring: ZOptionalVersionQuerySchema,
        response: { 200: ZContentImageResultSchema, ...errors },
      },
    },
    async (request) =>
      removeContentImage({
        db,
        blobs,
        kind: "banners",
        id: request.params.id,
        version: request.query.version,
      }),
  );
}
