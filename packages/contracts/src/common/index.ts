import { z } from "zod";

/** Field name → messages. Keys of body fields are `model.<field>` (the web marks those fields invalid). */
export const ZModelStateSchema = z.record(z.string(), z.array(z.string()));
export type TModelState = z.infer<typeof ZModelStateSchema>;

/** The error body of every /api/ failure (the token endpoint answers OAuth2 errors instead). */
export const ZErrorBodySchema = z
  .object({
    message: z.string(),
    exceptionMessage: z.string().optional(),
    modelState: ZModelStateSchema.optional(),
  })
  .meta({ id: "ErrorBody" });
export type TErrorBody = z.infer<typeof ZErrorBodySchema>;

export const ZOkSchema = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOkSchema>;

/** Prefix for modelState keys of body fields, as the original API's model binding produced them. */
export function modelKey(field: string): string {
  return `model.${field}`;
}
