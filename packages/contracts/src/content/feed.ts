// GET /api/public/content: what the public site reads, without a token (issue 16): the last published
// banners still showing, the active sliders in order, and the upcoming conventions, onsites and signings.
import { z } from "zod";
import { ZInt32Schema } from "../common/index";
import { CONTENT_EVENT_KINDS } from "../content-events/index";

const image = z.string().nullable().describe("Signed address of the picture (valid a day), null without one");

export const ZPublicBannerSchema = z.object({
  id: ZInt32Schema(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  headers: z.array(z.string()).describe("header1..3, blanks dropped"),
  lines: z.array(z.string()).describe("line1..3, blanks dropped"),
  imageUrl: image,
});
export type TPublicBanner = z.infer<typeof ZPublicBannerSchema>;

export const ZPublicContentSchema = z
  .object({
    publishedAt: z.string().nullable().describe("When the banners were last published"),
    banners: z.array(ZPublicBannerSchema),
    sliders: z.array(
      z.object({
        id: ZInt32Schema(),
        name: z.string(),
        caption: z.string(),
        link: z.string(),
        imageUrl: image,
      }),
    ),
    conventions: z.array(
      z.object({
        id: ZInt32Schema(),
        title: z.string(),
        date: z.string(),
        address: z.string().nullable(),
        imageUrl: image,
      }),
    ),
    events: z.array(
      z.object({
        id: ZInt32Schema(),
        kind: z.enum(CONTENT_EVENT_KINDS),
        title: z.string(),
        eventDate: z.string(),
        infoEmail: z.string(),
        comments: z.array(z.object({ line1: z.string(), line2: z.string() })),
        imageUrl: image,
      }),
    ),
  })
  .meta({ id: "PublicContent" });
export type TPublicContent = z.infer<typeof ZPublicContentSchema>;

/** What a publication row's body holds (content_publications kind 'banners'). */
export type TPublishedBanners = { banners: (Omit<TPublicBanner, "imageUrl"> & { img: string | null })[] };
