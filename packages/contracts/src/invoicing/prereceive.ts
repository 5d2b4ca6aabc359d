// The pre-receiving calls (submissions-pricing §3 "Saved comic (pre-receiving)", §7 "Pre-receiving comic
// submission", "Pre-receiving complete"): the page's read, the saved-comics submit and the complete.
// Every amount is INTEGER CENTS, as on the invoice. The server checks every balance from the domain.
import { MAX_COMICS_PER_ORDER } from "@gbo/domain/grading";
import { SIGNATURE_TYPES } from "@gbo/domain/signatures";
import { z } from "zod";
import { ZInt32Schema, ZLineSchema, ZSafeIntSchema } from "../common/index";
import { ZOrderStatusSchema, ZVersionSchema } from "../orders/common";
import { ZInvoiceAddOnCountsSchema } from "./invoice";

const MAX_INSURED_CENTS = 999_999_999 * 100;
const ZInsuredSchema = ZSafeIntSchema(0, MAX_INSURED_CENTS).describe("Insured per copy, cents");
const ZTierIdSchema = z
  .string()
  .min(1)
  .max(8)
  .regex(/^[0-9A-Za-z]+$/, "A tier id is letters and digits (MD, 2D, RH).");

/** A signature on a saved comic: its kind and the signer's name. */
export const ZPreReceiveSignatureSchema = z.object({
  type: z.enum(SIGNATURE_TYPES),
  label: ZLineSchema(100),
});

/** One comic of the pre-receiving list (§3 "Saved comic"); id null for one not saved yet. */
export const ZPreReceiveComicSchema = z.object({
  id: z
    .string()
    .regex(/^\d{3}$/, "A saved comic's id is its three-digit sequence.")
    .nullable()
    .describe("Three-digit sequence of a saved comic; null for a new one (the server assigns it)"),
  tierId: ZTierIdSchema,
  title: ZLineSchema(200).min(1, "Please enter the title."),
  issue: ZLineSchema(40),
  year: ZLineSchema(20),
  publisher: ZLineSchema(100),
  variant: ZLineSchema(200),
  quantity: ZInt32Schema(1, MAX_COMICS_PER_ORDER),
  insured: ZInsuredSchema,
  image: z.boolean(),
  international: z.boolean(),
  press: z.boolean(),
  pressScreen: z.boolean(),
  originalArt: z.boolean(),
  slabOnly: z.boolean(),
  rawGrade: z.boolean(),
  gradeScreen: z.boolean(),
  reholder: z.boolean(),
  reholderId: z.string().max(20).nullable().describe("The 14-character id of the comic reholdered"),
  signatures: z.array(ZPreReceiveSignatureSchema).max(24),
});
export type TPreReceiveComic = z.infer<typeof ZPreReceiveComicSchema>;

/** A saved comic as the page reads it: its certification number and status. */
export const ZPreReceiveSavedComicSchema = ZPreReceiveComicSchema.extend({
  id: z.string(),
  uniqueId: z.string(),
  status: z.string(),
});
export type TPreReceiveSavedComic = z.infer<typeof ZPreReceiveSavedComicSchema>;

/** An invoiced tier with what its saved comics leave (insured null when the invoice declares none). */
export const ZPreReceiveTierSchema = z.object({
  id: z.string(),
  label: z.string(),
  count: ZSafeIntSchema(),
  insured: ZSafeIntSchema().describe("Declared insured value of the whole tier, cents; 0 = not declared"),
  days: ZSafeIntSchema(),
  invoiceCounts: z.record(z.string(), ZSafeIntSchema()),
  remainingComics: ZSafeIntSchema(),
  remainingInsured: ZSafeIntSchema().nullable(),
  /** The catalog tier's insured range per comic, cents (new comics must lie within it); null if unknown. */
  insuredRange: z.object({ min: ZSafeIntSchema(), max: ZSafeIntSchema() }).nullable(),
  status: z.string(),
});
export type TPreReceiveTier = z.infer<typeof ZPreReceiveTierSchema>;

/** GET /api/orders/{id}/prereceive: the pre-receiving page. */
export const ZPreReceiveSchema = z.object({
  id: z.string(),
  status: ZOrderStatusSchema,
  version: ZInt32Schema(),
  customerName: z.string(),
  collectibleType: z.string(),
  mangaType: z.string().nullable(),
  countryCode: z.string(),
  addOnCounts: ZInvoiceAddOnCountsSchema.partial(),
  tiers: z.array(ZPreReceiveTierSchema),
  comics: z.array(ZPreReceiveSavedComicSchema),
  /** 1 when every tier's comic balance is 0 (the complete button's condition). */
  checkoutEligible: z.literal([0, 1]),
});
export type TPreReceive = z.infer<typeof ZPreReceiveSchema>;

/** POST /api/orders/prereceive/comics/{id}/submit: the whole list; saved comics left out are removed. */
export const ZPreReceiveSubmitBodySchema = z.object({
  version: ZVersionSchema,
  comics: z.array(ZPreReceiveComicSchema).max(MAX_COMICS_PER_ORDER, "At most 100 comics per order."),
});
export type TPreReceiveSubmitBody = z.infer<typeof ZPreReceiveSubmitBodySchema>;

/**
 * "Success returns 1": `result` is 1; the order's new version travels beside it, so the page can save
 * again without re-reading.
 */
export const ZPreReceiveSubmitResultSchema = z.object({
  result: z.literal(1),
  version: ZInt32Schema(),
});
export type TPreReceiveSubmitResult = z.infer<typeof ZPreReceiveSubmitResultSchema>;

export const ZPreReceiveCompleteBodySchema = z.object({ version: ZVersionSchema });
export type TPreReceiveCompleteBody = z.infer<typeof ZPreReceiveCompleteBodySchema>;

/** "Lines of routing messages": one per tier, shown in the 'Order Routed' dialog. */
export const ZPreReceiveCompleteResultSchema = z.object({
  lines: z.array(z.string()),
  version: ZInt32Schema(),
});
export type TPreReceiveCompleteResult = z.infer<typeof ZPreReceiveCompleteResultSchema>;

/** POST /api/orders/removeOA: original art taken off one comic (its tier keeps the comic). */
export const ZRemoveOriginalArtBodySchema = z.object({
  orderId: z.string().min(1).max(20),
  comicId: z
    .string()
    .length(3)
    .regex(/^\d{3}$/, "A comic id is its three-digit sequence."),
  version: ZVersionSchema,
});
export type TRemoveOriginalArtBody = z.infer<typeof ZRemoveOriginalArtBodySchema>;
