// Issue 33: the lab as its customer e-mails name it (name, address, phone, e-mail, pickup hours, logo).
// GET/PUT /api/settings/lab (the domain's lab-details rules check the form; stale version → 409) and the
// logo: a signed upload address, the confirm that checks the stored picture, and its removal.
import { z } from "zod";
import { ZSignedAddressSchema } from "../comics/index";
import {
  ZFreeTextSchema,
  ZInt32Schema,
  ZLineSchema,
  ZRecordVersionSchema,
  ZRecordVersionTextSchema,
  ZSafeIntSchema,
} from "../common/index";

export const ZLabDetailsSchema = z
  .object({
    name: z.string(),
    addressLines: z.array(z.string()).describe("Street lines, then city, region and postal code, as printed"),
    phone: z.string(),
    email: z.string(),
    hours: z.string().describe("Pickup hours as the lab writes them"),
    logoUrl: z.string().nullable().describe("Absolute address of the logo picture; null for the name alone"),
    timeZone: z.string().describe("The lab's time zone (IANA): dates in e-mails are the lab's dates"),
  })
  .meta({ id: "LabDetails" });
export type TLabDetails = z.infer<typeof ZLabDetailsSchema>;

/** GET /api/settings/lab (and the answer of every write): the details with the setting's version. */
export const ZLabDetailsSettingSchema = ZLabDetailsSchema.extend({
  isDefault: z.boolean().describe("Never saved: the e-mails carry the defaults shown"),
  version: ZInt32Schema().describe("0 until first saved; send it back with a change"),
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
}).meta({ id: "LabDetailsSetting" });
export type TLabDetailsSetting = z.infer<typeof ZLabDetailsSettingSchema>;

/**
 * PUT /api/settings/lab: the form as typed, with the version read. Lengths here only bound the request;
 * the domain's rules (labDetailsProblems) answer 400 with a message per field. The logo is not in it.
 */
export const ZSaveLabDetailsSchema = z.object({
  name: ZLineSchema(200),
  addressLines: z.array(ZLineSchema(200)).max(20),
  phone: ZLineSchema(50),
  email: ZLineSchema(254),
  hours: ZFreeTextSchema(1000).default(""),
  version: ZRecordVersionSchema,
});
export type TSaveLabDetails = z.input<typeof ZSaveLabDetailsSchema>;

/** POST /api/settings/lab/logo/address: where to PUT the picture (then confirm it). */
export const ZLabLogoAddressSchema = ZSignedAddressSchema.extend({
  maxBytes: ZSafeIntSchema().describe("Largest file accepted"),
  contentTypes: z.array(z.string()).describe("What the file must be, read from its content"),
}).meta({ id: "LabLogoAddress" });
export type TLabLogoAddress = z.infer<typeof ZLabLogoAddressSchema>;

/** POST /api/settings/lab/logo/confirm: the lab setting's version read (stale → 409). */
export const ZConfirmLabLogoSchema = z.object({ version: ZRecordVersionSchema });
export type TConfirmLabLogo = z.infer<typeof ZConfirmLabLogoSchema>;

/** DELETE /api/settings/lab/logo?version=: the version in the query, as every DELETE carries it. */
export const ZRemoveLabLogoQuerySchema = z.object({ version: ZRecordVersionTextSchema });
