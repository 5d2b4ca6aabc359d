// Banners (administration §3 Banner, §7 Banners): list with the order field, detail, save, delete,
// image removal, order save and publish. Days are YYYY-MM-DD.
import { BANNER_TEXT_MAX } from "@gbo/domain/content";
import { z } from "zod";
import {
  ZInt32Schema,
  ZInt32TextSchema,
  ZLineSchema,
  ZRecordVersionSchema,
  ZRecordVersionTextSchema,
  ZRowIdTextSchema,
  ZSafeIntSchema,
} from "../common/index";

const textField = () => ZLineSchema(BANNER_TEXT_MAX + 50).default("");

export const ZBannerSchema = z
  .object({
    id: ZInt32Schema(),
    start: z.string().nullable().describe("First day shown, YYYY-MM-DD"),
    end: z.string().nullable().describe("Last day shown, YYYY-MM-DD"),
    header1: z.string(),
    header2: z.string(),
    header3: z.string(),
    line1: z.string(),
    line2: z.string(),
    line3: z.string(),
    img: z.string().nullable().describe("The picture's blob path (banners/{id}), null without one"),
    imageUrl: z.string().nullable().describe("Short-lived signed address showing the picture"),
    order: ZSafeIntSchema().describe("The list's order field; lower shows first"),
    updatedAt: z.string(),
    version: ZInt32Schema(),
  })
  .meta({ id: "Banner" });
export type TBanner = z.infer<typeof ZBannerSchema>;

export const ZBannersPageSchema = z.object({
  rows: z.array(ZBannerSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema(),
  lastPublishedAt: z.string().nullable().describe("When the banners were last published, if ever"),
});
export type TBannersPage = z.infer<typeof ZBannersPageSchema>;

export const BANNERS_PAGE_SIZE_MAX = 200;
export const ZBannersQuerySchema = z.object({
  page: ZInt32TextSchema(1, 10_000).default(1),
  pageSize: ZInt32TextSchema(1, BANNERS_PAGE_SIZE_MAX).default(100),
});

/** POST /api/banners/ and PUT /api/banners/{id} (the latter with the version read). */
export const ZSaveBannerSchema = z.object({
  start: ZLineSchema(20).default(""),
  end: ZLineSchema(20).default(""),
  header1: textField(),
  header2: textField(),
  header3: textField(),
  line1: textField(),
  line2: textField(),
  line3: textField(),
  version: ZRecordVersionSchema.optional().describe("Required on PUT; a stale one answers 409"),
});
export type TSaveBanner = z.input<typeof ZSaveBannerSchema>;

export const ZIdPathSchema = z.object({ id: ZRowIdTextSchema });
export const ZOptionalVersionQuerySchema = z.object({
  version: ZRecordVersionTextSchema.optional().describe("The version read; a stale one answers 409"),
});

export const ZBannerOrderPathSchema = z.object({
  value: z.string().max(4000).describe('"id:order" pairs separated by commas, e.g. "7:1,3:2"'),
});
export const ZBannerOrderResultSchema = z.object({ updated: ZSafeIntSchema() });

export const ZPublishResultSchema = z.object({
  id: ZInt32Schema(),
  publishedAt: z.string(),
  count: ZSafeIntSchema().describe("Banners frozen into the publication"),
});
export type TPublishResult = z.infer<typeof ZPublishResultSchema>;
