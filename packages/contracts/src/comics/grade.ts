// PUT /api/orders/{id}/comic/{comicId}/grade: the grade view's save (workflow §4, §5). Strings are
// bounded loosely enough that the domain answers with the spec's own texts (signee lines, reject fee).
import { z } from "zod";
import { TEXT_LIMITS, ZFreeTextSchema, ZInt32Schema, ZLineSchema } from "../common/index";
import { ZVersionSchema } from "../orders/common";
import { ZMangaLabelCodeSchema } from "./manga-label-code";

/** Rows of a list on one comic; the signature form has 24 slots, the other lists are shorter in practice. */
const MAX_ROWS = 24;

const ZOptionalLineSchema = ZLineSchema().nullable().default(null);

export const ZComicGradeBodySchema = z.object({
  version: ZVersionSchema,
  grade: z
    .number()
    .min(0)
    .max(10)
    .nullable()
    .describe("On the scale 0.5–10.0; null with reject or raw grade"),
  pageQuality: ZOptionalLineSchema,
  restoration: ZOptionalLineSchema,
  looksBetter: z.boolean().default(false),
  partialGrade: z
    .boolean()
    .default(false)
    .describe("Raw grade: clears grading fields, keeps category and signees"),
  artwork: z.boolean().default(false),
  isSlab: z.boolean().default(false),
  isWitnessedSignature: z.boolean().default(false),
  press: ZInt32Schema(0, 9)
    .optional()
    .describe("0 to 3; omitted, or a cleaning code (9) the comic already has, keeps the comic's"),
  reject: z.boolean().default(false),
  rejectFees: ZLineSchema(20).nullable().default(null).describe("As typed: whole dollars, at most 2 digits"),
  signees: z
    .array(z.object({ line1: ZLineSchema(), line2: ZLineSchema().nullable().default(null) }))
    .max(MAX_ROWS)
    .default([]),
  artists: z.array(ZLineSchema()).max(MAX_ROWS).default([]),
  keyComments: z.array(ZLineSchema(TEXT_LIMITS.line)).max(MAX_ROWS).default([]),
  backLabels: z.array(ZLineSchema()).max(MAX_ROWS).default([]),
  mangaLabelCode: ZMangaLabelCodeSchema.nullable().default(null),
  note: ZFreeTextSchema().nullable().default(null).describe("Added to the comic's notes when not empty"),
  confirmBelowScreen: z
    .boolean()
    .default(false)
    .describe("The worker chose to continue after 'Grade {n} is below the grade screen of {m}'"),
});
export type TComicGradeBody = z.input<typeof ZComicGradeBodySchema>;
