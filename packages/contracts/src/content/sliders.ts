// The home-page slider (administration §7 Slider; the spec names no fields: name, caption, link, an
// image, an order and whether it is shown).
import { z } from "zod";
import { ZInt32Schema, ZLineSchema, ZRecordVersionSchema, ZSafeIntSchema } from "../common/index";

export const ZSliderSchema = z
  .object({
    id: ZInt32Schema(),
    name: z.string(),
    caption: z.string(),
    link: z.string(),
    img: z.string().nullable().describe("The picture's blob path (slider/{id}.jpg), null without one"),
    imageUrl: z.string().nullable().describe("Short-lived signed address showing the picture"),
    order: ZSafeIntSchema(),
    isActive: z.boolean(),
    version: ZInt32Schema(),
  })
  .meta({ id: "Slider" });
export type TSlider = z.infer<typeof ZSliderSchema>;

export const ZSlidersPageSchema = z.object({
  rows: z.array(ZSliderSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema(),
});
export type TSlidersPage = z.infer<typeof ZSlidersPageSchema>;

export const ZSaveSliderSchema = z.object({
  name: ZLineSchema(200).default(""),
  caption: ZLineSchema(500).default(""),
  link: ZLineSchema(500).default(""),
  order: ZInt32Schema(0, 9999).default(0),
  isActive: z.boolean().default(true),
  version: ZRecordVersionSchema.optional().describe("Required on PUT; a stale one answers 409"),
});
export type TSaveSlider = z.input<typeof ZSaveSliderSchema>;
