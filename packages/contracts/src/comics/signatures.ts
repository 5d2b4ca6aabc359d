// The signature view's calls (workflow §4, §5, §7): the comic's signature rows, and the VSP / VSPP
// verdict per comic or for a whole tier. Texts are bounded loosely so that the domain answers with the
// spec's own messages (failed VSP descriptions, the disapproval comment).
import { SIGNATURE_TYPES } from "@gbo/domain/signatures";
import { z } from "zod";
import { ZFreeTextSchema, ZLineSchema, ZRowIdSchema, ZSafeIntSchema } from "../common/index";
import { ZDateOnlySchema, ZVersionSchema } from "../orders/common";

/** 24 slots a comic (workflow §9); a few more are accepted so the domain answers with its own text. */
const MAX_SENT_ROWS = 40;

export const ZSignatureRowSchema = z.object({
  id: ZRowIdSchema.optional().describe("A stored signature of this comic; omitted for a new row"),
  name: ZLineSchema(),
  date: ZDateOnlySchema.nullable().default(null).describe("ASP is dated today when left empty"),
  type: z.enum(SIGNATURE_TYPES).describe("ASP Authentic, VSP Verified, VSPP Verified Plus"),
  valid: z
    .boolean()
    .default(false)
    .describe("ASP is always valid; a new or re-typed VSP/VSPP starts invalid"),
  processInvalid: z.boolean().default(false).describe("Verification failed; needs a description"),
  description: ZFreeTextSchema(1000).nullable().default(null),
  remove: z.boolean().default(false).describe("Delete this stored row"),
});
export type TSignatureRow = z.input<typeof ZSignatureRowSchema>;

/** PUT /api/orders/{id}/comic/{comicId}/signatures: the comic's rows; stored rows not sent are kept. */
export const ZComicSignaturesBodySchema = z.object({
  version: ZVersionSchema,
  signatures: z.array(ZSignatureRowSchema).max(MAX_SENT_ROWS),
});
export type TComicSignaturesBody = z.input<typeof ZComicSignaturesBodySchema>;

/** POST /api/orders/{id}/comic/{comicId}/vsp/approve and /disapprove. */
export const ZComicVspVerdictBodySchema = z.object({
  version: ZVersionSchema,
  comment: ZFreeTextSchema(1000)
    .nullable()
    .optional()
    .describe("Required to disapprove ('Please enter a comment for the disapproval.')"),
  descriptions: z
    .record(z.string().max(12), ZFreeTextSchema(1000))
    .optional()
    .describe("Disapproval: signature id → its own description; the comment describes the others"),
});
export type TComicVspVerdictBody = z.input<typeof ZComicVspVerdictBodySchema>;

/** POST /api/orders/{id}/bulkvsp/{tier}/approve and /disapprove: every comic of the tier at once. */
export const ZBulkVspBodySchema = z.object({
  version: ZVersionSchema,
  comment: ZFreeTextSchema(1000)
    .nullable()
    .optional()
    .describe("Required to disapprove ('Please enter a comment for the disapproval.')"),
});
export type TBulkVspBody = z.input<typeof ZBulkVspBodySchema>;

/**
 * GET /api/orders/{id}/bulkvsp/{tier}: what a bulk approve or disapprove of the tier would change (only
 * undecided VSP/VSPP signatures; issue 29), read at `version`. The dialog names these and the log line
 * records the same counts; sending `version` back refuses (409) if the order changed in between.
 */
export const ZBulkVspPlanSchema = z.object({
  version: ZVersionSchema,
  comics: z.array(
    z.object({
      id: z.string().describe("Comic sequence (001)"),
      uniqueId: z.string(),
      title: z.string().describe("Title and issue, as the tier list shows it"),
      signatures: z.array(z.object({ id: ZRowIdSchema, name: z.string(), type: z.enum(SIGNATURE_TYPES) })),
    }),
  ),
  comicCount: ZSafeIntSchema(),
  signatureCount: ZSafeIntSchema(),
  decidedCount: ZSafeIntSchema().describe("VSP/VSPP already approved or disapproved: left as they are"),
  blocker: z.string().nullable().describe("Why there is nothing to change; null when there is"),
});
export type TBulkVspPlan = z.infer<typeof ZBulkVspPlanSchema>;
