// Banners (administration §3 Banner, §7 Banners): list with the order field, detail, save, delete,
// image removal, order save and publish. Days are YYYY-MM-DD.
import { BANNER_TEXT_MAX } from "@gbo/domain/admin-rules";
import { z } from "zod";
import { ZLineSchema } from "../common/index";

const textField = () => ZLineSchema(BANNER_TEXT_MAX + 50).default("");

export const ZBannerSchema = z
  .object({
    id: z.number().int(),
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
    order: z.number().int().describe("The list's order field; lower shows first"),
    updatedAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: "Banner" });
export type TBanner = z.infer<typeof ZBannerSchema>;

export const ZBannersPageSchema = z.object({
  rows: z.array(ZBannerSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  lastPublishedAt: z.string().nullable().describe("When the banners were last published, if ever"),
});
export type TBannersPage = z.infer<typeof ZBannersPageSchema>;

export const BANNERS_PAGE_SIZE_MAX = 200;
export const ZBannersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BANNERS_PAGE_SIZE_MAX).default(100),
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
  version: z.number().int().min(0).optional().describe("Required on PUT; a stale one answers 409"),
});
export type TSaveBanner = z.input<typeof ZSaveBannerSchema>;

export const ZIdPathSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const ZOptionalVersionQuerySchema = z.object({
  version: z.coerce.number().int().min(0).optional().describe("The version read; a stale one answers 409"),
});

export const ZBannerOrderPathSchema = z.object({
  value: z.string().max(4000).describe('"id:order" pairs separated by commas, e.g. "7:1,3:2"'),
});
export const ZBannerOrderResultSchema = z.object({ updated: z.number().int() });

export const ZPublishResultSchema = z.object({
  id: z.number().int(),
  publishedAt: z.string(),
  count: z.number().int().describe("Banners frozen into the publication"),
});
export type TPublishResult = z.infer<typeof ZPublishResultSchema>;
