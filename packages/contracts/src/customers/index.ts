// Customers (issue 13, administration §3, §7): search, the user profile (member, addresses, pay
// methods, rewards, summary figures), add, update member, addresses.

import { COUNTRIES } from "@gbo/domain/catalog";
import { USER_SEARCH_LIMIT, USER_SEARCH_LIMIT_MAX } from "@gbo/domain/customers";
import { MILESTONES } from "@gbo/domain/mail";
import { z } from "zod";
import {
  ZCurrencyTotalsSchema,
  ZInt32Schema,
  ZInt32TextSchema,
  ZLineSchema,
  ZRecordVersionSchema,
  ZRecordVersionTextSchema,
  ZRowIdTextSchema,
  ZSafeIntSchema,
} from "../common/index";
import { ZPaymentMethodSchema } from "../payments/index";

export const ZCustomerIdPathSchema = z.object({ id: ZRowIdTextSchema });
export const ZCustomerAddressPathSchema = z.object({ id: ZRowIdTextSchema, addrId: ZRowIdTextSchema });

const ZCountrySchema = z.enum(COUNTRIES);

/** §3 Address. */
export const ZAddressSchema = z
  .object({
    id: ZInt32Schema(),
    userId: ZInt32Schema(),
    country: ZCountrySchema,
    stateProvince: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    zipPostal: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z.string().nullable(),
    isDefault: z.boolean(),
  })
  .meta({ id: "Address" });
export type TAddress = z.infer<typeof ZAddressSchema>;

/** §3 Member (discount is the grading discount; account numbers empty when none). */
export const ZMemberSchema = z
  .object({
    id: ZInt32Schema(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    membership: z.string(),
    discount: ZSafeIntSchema(),
    pressingDiscount: ZSafeIntSchema(),
    vspDiscount: ZSafeIntSchema(),
    fedExAccount: z.string(),
    upsAccount: z.string(),
    dhlAccount: z.string(),
    defaultSalesRep: z.string().nullable(),
    isWelcomePromo: z.boolean(),
    createdAt: z.string(),
    version: ZInt32Schema(),
  })
  .meta({ id: "Member" });
export type TMember = z.infer<typeof ZMemberSchema>;

/** One row of a search answer. */
export const ZCustomerRowSchema = ZMemberSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  membership: true,
}).meta({ id: "CustomerRow" });
export type TCustomerRow = z.infer<typeof ZCustomerRowSchema>;

/** GET /api/users/name/{criteria}/{limit}/{start?} and /api/users/email/… (§7, §9: 10, at most 500). */
export const ZCustomerSearchPathSchema = z.object({
  criteria: ZLineSchema(100).min(1),
  limit: ZInt32TextSchema(1, USER_SEARCH_LIMIT_MAX).default(USER_SEARCH_LIMIT),
  start: ZInt32TextSchema(0, 10_000_000).default(0),
});
export const ZCustomerSearchPageSchema = z.object({
  rows: z.array(ZCustomerRowSchema),
  start: ZSafeIntSchema(),
  limit: ZSafeIntSchema(),
  /** Matches counted up to start + limit + 1: above start + limit, more pages follow (never a full count). */
  total: ZSafeIntSchema(),
});
export type TCustomerSearchPage = z.infer<typeof ZCustomerSearchPageSchema>;

/** GET /api/users/export.csv?search= : name or e-mail, prefix or contains, as the list shows it. */
export const ZCustomersExportQuerySchema = z.object({ search: ZLineSchema(100).optional() });

/** §3 User profile, plus the summary figures of the summary tab. */
export const ZUserProfileSchema = z
  .object({
    member: ZMemberSchema,
    addresses: z.array(ZAddressSchema),
    payMethods: z.array(ZPaymentMethodSchema),
    rewards: z.object({ available: ZSafeIntSchema(), original: ZSafeIntSchema(), applied: ZSafeIntSchema() }),
    summary: z.object({
      orderCount: ZSafeIntSchema(),
      openOrders: ZSafeIntSchema(),
      totalsSpent: ZCurrencyTotalsSchema.describe("Grand totals of the customer's orders, per currency"),
    }),
    version: ZInt32Schema(),
  })
  .meta({ id: "UserProfile" });
export type TUserProfile = z.infer<typeof ZUserProfileSchema>;

const ZPercentSchema = ZInt32Schema(0, 100);

/** POST /api/users (§3 New member). */
export const ZNewMemberSchema = z.object({
  email: ZLineSchema(256),
  firstName: ZLineSchema(100),
  lastName: ZLineSchema(100),
});
export type TNewMember = z.infer<typeof ZNewMemberSchema>;

/** POST /api/users/{id}: the whole member as the form holds it, with the version read. */
export const ZUpdateMemberSchema = z.object({
  firstName: ZLineSchema(100),
  lastName: ZLineSchema(100),
  email: ZLineSchema(256),
  phone: ZLineSchema(40).nullable(),
  membership: ZLineSchema(40),
  discount: ZPercentSchema,
  pressingDiscount: ZPercentSchema,
  vspDiscount: ZPercentSchema,
  fedExAccount: ZLineSchema(20),
  upsAccount: ZLineSchema(20),
  dhlAccount: ZLineSchema(20),
  defaultSalesRep: ZLineSchema(40).nullable(),
  isWelcomePromo: z.boolean(),
  version: ZRecordVersionSchema,
});
export type TUpdateMember = z.infer<typeof ZUpdateMemberSchema>;

/** POST /api/users/{id}/address: id absent adds, present edits; version is the customer's. */
export const ZSaveAddressSchema = z.object({
  id: ZRowIdTextSchema.optional(),
  country: ZCountrySchema,
  stateProvince: ZLineSchema(60),
  line1: ZLineSchema(200),
  line2: ZLineSchema(200).nullable().optional(),
  city: ZLineSchema(100),
  zipPostal: ZLineSchema(20),
  firstName: ZLineSchema(100).nullable().optional(),
  lastName: ZLineSchema(100).nullable().optional(),
  displayName: ZLineSchema(100).nullable().optional(),
  isDefault: z.boolean().default(false),
  version: ZRecordVersionSchema,
});
export type TSaveAddress = z.input<typeof ZSaveAddressSchema>;

/** A write's answer: the profile as it now stands and the success message (§8). */
export const ZProfileSavedSchema = z.object({ message: z.string(), profile: ZUserProfileSchema });
export type TProfileSaved = z.infer<typeof ZProfileSavedSchema>;

/** DELETE /api/users/{id}/address/{addrId}?version= */
export const ZDeleteAddressQuerySchema = z.object({ version: ZRecordVersionTextSchema });

/** GET /api/users/{id}/mail (issue 33 point 4): the customer's milestone e-mails and their address's state. */
export const ZCustomerMailSchema = z
  .object({
    email: z.string(),
    isEmailValid: z.boolean().describe("The address matches the product's e-mail pattern"),
    bounce: z
      .object({ at: z.string().describe("ISO time it failed"), error: z.string() })
      .nullable()
      .describe("The latest finished e-mail to the current address bounced (SMTP 5xx); null otherwise"),
    choices: z.array(
      z.object({
        milestone: z.enum(MILESTONES),
        label: z.string(),
        isOptional: z.boolean().describe("False: receipts and shipping, always sent"),
        isSent: z.boolean(),
      }),
    ),
    turnedOff: z.array(z.enum(MILESTONES)),
    version: ZInt32Schema().describe("The customer's version: send it back with a change"),
  })
  .meta({ id: "CustomerMail" });
export type TCustomerMail = z.infer<typeof ZCustomerMailSchema>;

/** POST /api/users/{id}/mail: the milestones turned off (the optional ones only), with the version read. */
export const ZSaveCustomerMailSchema = z.object({
  turnedOff: z.array(z.enum(MILESTONES)).max(MILESTONES.length),
  version: ZRecordVersionSchema,
});
export type TSaveCustomerMail = z.infer<typeof ZSaveCustomerMailSchema>;

export const ZCustomerMailSavedSchema = z.object({ message: z.string(), mail: ZCustomerMailSchema });
export type TCustomerMailSaved = z.infer<typeof ZCustomerMailSavedSchema>;
