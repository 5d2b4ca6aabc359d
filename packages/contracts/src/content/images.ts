// Image access for site content (administration §7): GET /api/data/sas?path= answers a signed upload
// address; the browser PUTs the file there, then confirms it so the record points at the picture.
import { z } from "zod";
import { ZSignedAddressSchema } from "../comics/index";
import { ZInt32Schema, ZRecordVersionSchema, ZSafeIntSchema } from "../common/index";

export const ZContentImageQuerySchema = z.object({
  path: z
    .string()
    .max(200)
    .describe("banners/{id}, slider/{id}.jpg, conventions/{id}.jpg, onsites/{id}.jpg or signings/{id}.jpg"),
});

export const ZContentImageAddressSchema = ZSignedAddressSchema.extend({
  path: z.string(),
  maxBytes: ZSafeIntSchema().describe("Largest file accepted (50 MB)"),
  contentTypes: z.array(z.string()).describe("What the file must be, read from its content"),
}).meta({ id: "ContentImageAddress" });
export type TContentImageAddress = z.infer<typeof ZContentImageAddressSchema>;

export const ZConfirmContentImageSchema = z.object({
  version: ZRecordVersionSchema.optional().describe("The record's version read; a stale one answers 409"),
});

export const ZContentImageResultSchema = z.object({
  path: z.string(),
  imageUrl: z.string().nullable(),
  version: ZInt32Schema().describe("The record's version after the change"),
});
export type TContentImageResult = z.infer<typeof ZContentImageResultSchema>;
