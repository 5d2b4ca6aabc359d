// Conventions, onsite events, signings and subscribes (issue 16; administration §3, §7): the content
// screens' payloads. Dates are YYYY-MM-DD days; an event's time is one of the 24 hourly slots (§9).
import { z } from "zod";
import {
  ZFreeTextSchema,
  ZInt32Schema,
  ZInt32TextSchema,
  ZLineSchema,
  ZRecordVersionSchema,
  ZRecordVersionTextSchema,
  ZRowIdTextSchema,
  ZSafeIntSchema,
} from "../common/index";

const ZPageQuery = {
  page: ZInt32TextSchema(1, 100_000).default(1),
  pageSize: ZInt32TextSchema(1, 100).default(25),
};

const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    page: ZSafeIntSchema(),
    pageSize: ZSafeIntSchema(),
    total: ZSafeIntSchema(),
  });

export const ZContentIdPathSchema = z.object({ id: ZRowIdTextSchema });

/** DELETE …/{id}/image?version=: the record's version read (stale → 409); without it, no check. */
export const ZImageRemovalQuerySchema = z.object({ version: ZRecordVersionTextSchema.optional() });

// ---- Conventions ------------------------------------------------------------------------------------

export const ZContentConventionSchema = z
  .object({
    id: ZInt32Schema(),
    title: z.string(),
    date: z.string().describe("YYYY-MM-DD, the event's first day"),
    address: z.string().nullable(),
    imageUrl: z.string().nullable().describe("A short-lived address of conventions/{id}.jpg, if uploaded"),
    version: ZInt32Schema(),
  })
  .meta({ id: "ContentConvention" });
export type TContentConvention = z.infer<typeof ZContentConventionSchema>;

export const ZConventionsQuerySchema = z.object({
  ...ZPageQuery,
  when: z.enum(["all", "upcoming", "past"]).default("all").describe("upcoming: today onward, by date"),
});
export type TConventionsQuery = z.input<typeof ZConventionsQuerySchema>;

export const ZConventionsPageSchema = pageOf(ZContentConventionSchema.omit({ imageUrl: true }));
export type TConventionsPage = z.infer<typeof ZConventionsPageSchema>;

/** GET /api/conventions/onsite/: the conventions an onsite event or signing can be held at (today onward). */
export const ZUpcomingConventionsSchema = z.object({
  rows: z.array(ZContentConventionSchema.omit({ imageUrl: true, version: true })),
});
export type TUpcomingConventions = z.infer<typeof ZUpcomingConventionsSchema>;

/** POST /api/conventions/ and PUT /api/conventions/{id} (with the version read). */
export const ZConventionInputSchema = z.object({
  title: ZLineSchema(200),
  date: ZLineSchema(20).describe("YYYY-MM-DD"),
  address: ZLineSchema(500).nullish(),
  version: ZRecordVersionSchema.optional().describe("Required on PUT: the version read"),
});
export type TConventionInput = z.infer<typeof ZConventionInputSchema>;

// ---- Onsite events and signings ----------------------------------------------------------------------

export const CONTENT_EVENT_KINDS = ["onsite", "signing"] as const;
export type TContentEventKind = (typeof CONTENT_EVENT_KINDS)[number];

export const ZFacilitatorSchema = z.object({ info: ZLineSchema(200), email: ZLineSchema(254) });
export const ZEventCommentSchema = z.object({
  line1: ZFreeTextSchema(500),
  line2: ZFreeTextSchema(500).default(""),
});

export const ZContentEventSchema = z
  .object({
    id: ZInt32Schema(),
    kind: z.enum(CONTENT_EVENT_KINDS),
    title: z.string(),
    eventDate: z.string().describe("YYYY-MM-DD, the event's day (as kept: a past day stays as it was)"),
    hour: ZInt32Schema(0, 23).describe("The hourly slot, 0 = 12:00 am … 23 = 11:00 pm"),
    infoEmail: z.string(),
    facilitators: z.array(z.object({ info: z.string(), email: z.string() })),
    comments: z.array(z.object({ line1: z.string(), line2: z.string() })),
    imageUrl: z.string().nullable(),
    version: ZInt32Schema(),
  })
  .meta({ id: "ContentEvent" });
export type TContentEvent = z.infer<typeof ZContentEventSchema>;

export const ZContentEventRowSchema = ZContentEventSchema.omit({ imageUrl: true, comments: true }).extend({
  facilitatorCount: ZSafeIntSchema(),
});
export type TContentEventRow = z.infer<typeof ZContentEventRowSchema>;

export const ZContentEventsQuerySchema = z.object({
  ...ZPageQuery,
  when: z.enum(["all", "upcoming", "past"]).default("all"),
});
export type TContentEventsQuery = z.input<typeof ZContentEventsQuerySchema>;

export const ZContentEventsPageSchema = pageOf(ZContentEventRowSchema.omit({ facilitators: true }));
export type TContentEventsPage = z.infer<typeof ZContentEventsPageSchema>;

/** POST /api/{onsites|signings}/ and PUT …/{id} (with the version read). */
export const ZContentEventInputSchema = z.object({
  title: ZLineSchema(200).default(""),
  eventDate: ZLineSchema(20).describe("YYYY-MM-DD, today to 365 days ahead (an unchanged past day is kept)"),
  hour: ZInt32Schema(0, 23),
  infoEmail: ZLineSchema(254),
  facilitators: z.array(ZFacilitatorSchema).max(50).default([]),
  comments: z.array(ZEventCommentSchema).max(50).default([]),
  version: ZRecordVersionSchema.optional().describe("Required on PUT: the version read"),
});
export type TContentEventInput = z.input<typeof ZContentEventInputSchema>;

export const ZCheckLoginSchema = z.object({ ok: z.literal(true), userName: z.string() });

// ---- Subscribes --------------------------------------------------------------------------------------

export const ZSubscriberSchema = z
  .object({
    id: ZInt32Schema(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    createdAt: z.string().describe("ISO time of the sign-up"),
  })
  .meta({ id: "Subscriber" });
export type TSubscriber = z.infer<typeof ZSubscriberSchema>;

/** {a}/{b}: start and end days (YYYY-MM-DD or MM-DD-YYYY); "-" (or anything not a day) for none. */
export const ZSubscribesPathSchema = z.object({ a: ZLineSchema(20), b: ZLineSchema(20) });
export const ZSubscribesQuerySchema = z.object(ZPageQuery);
export const ZSubscribesPageSchema = pageOf(ZSubscriberSchema);
export type TSubscribesPage = z.infer<typeof ZSubscribesPageSchema>;
