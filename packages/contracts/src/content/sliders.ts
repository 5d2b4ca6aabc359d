// The home-page slider (administration §7 Slider; the spec names no fields: name, caption, link, an
// image, an order and whether it is shown).
import { z } from "zod";
import { ZLineSchema } from "../common/index";

export const ZSliderSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    caption: z.string(),
    link: z.string(),
    img: z.string().nullable().describe("The picture's blob path (slider/{id}.jpg), null without one"),
    imageUrl: z.string().nullable().describe("Short-lived signed address showing the picture"),
    order: z.number().int(),
    isActive: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: "Slider" });
export type TSlider = z.infer<typeof ZSliderSchema>;

export const ZSlidersPageSchema = z.object({
  rows: z.array(ZSliderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TSlidersPage = z.infer<typeof ZSlidersPageSchema>;

export const ZSaveSliderSchema = z.object({
  name: ZLineSchema(200).default(""),
  caption: ZLineSchema(500).default(""),
  link: ZLineSchema(500).default(""),
  order: z.number().int().min(0).max(9999).default(0),
  isActive: z.boolean().default(true),
  version: z.number().int().min(0).optional().describe("Required on PUT; a stale one answers 409"),
});
export type TSaveSlider = z.input<typeof ZSaveSliderSchema>;
