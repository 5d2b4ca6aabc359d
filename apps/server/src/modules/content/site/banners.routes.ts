import {
  ZBannerOrderPathSchema,
  ZBannerOrderResultSchema,
  ZBannerSchema,
  ZBannersPageSchema,
  ZBannersQuerySchema,
  ZPublishResultSchema,
  ZSaveBannerSchema,
} from "@gbo/contracts/content";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { type JsonBytes, sendJsonBytes, toJsonBytes } from "../../../http/json-bytes";
import type { KeptReads } from "../../../http/kept-reads";
import { bannerRecords, listBanners, publishBanners, saveBannerOrder } from "./banners";
import { CONTENT_ERRORS, pictureRecordRoutes } from "./picture-record-routes";

const TAGS = ["content: banners"];

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
        response: { 200: ZBannersPageSchema, ...CONTENT_ERRORS },
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
        response: { 200: ZBannerOrderResultSchema, ...CONTENT_ERRORS },
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
        response: { 200: ZPublishResultSchema, ...CONTENT_ERRORS },
      },
    },
    async (request) => publishBanners(db, blobs, request.log, request.worker!),
  );

  await pictureRecordRoutes(instance, context, {
    path: "/api/banners",
    imageKind: "banners",
    claims,
    deleteClaims: ["admin"],
    tags: TAGS,
    answerSchema: ZBannerSchema,
    saveSchema: ZSaveBannerSchema,
    updateMethods: ["put"],
    summaries: {
      one: "One banner, with a signed address showing its picture",
      add: "Add a banner (start and end days, header 1 required); it goes last in the order",
      change: "Change a banner (with the version read; stale → 409)",
      remove: "Delete a banner and its picture (admin only); published copies stay until the next publish",
      removeImage: "Remove a banner's picture",
    },
    records: bannerRecords,
  });
}
