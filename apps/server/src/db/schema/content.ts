// Public-site content kept by the back office (administration §3, issue 16). Conventions are also the
// origins a submission names (GET /api/conventions/-60: events not older than 3 days, plus Mail and Walk In).
// Image columns hold a blob-store path (banners/{id}, slider/{id}.jpg, conventions/{id}.jpg, …).
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const conventions = pgTable(
  "conventions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    /** The event's (first) day. */
    date: date("date", { mode: "string" }).notNull(),
    address: text("address"),
    imagePath: text("image_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("conventions_date_idx").on(t.date)],
);

export type ConventionRow = typeof conventions.$inferSelect;

/** A home-page banner: start/end days, three headers and three lines, an image, a place in the order. */
export const banners = pgTable(
  "banners",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    header1: text("header1").notNull().default(""),
    header2: text("header2").notNull().default(""),
    header3: text("header3").notNull().default(""),
    line1: text("line1").notNull().default(""),
    line2: text("line2").notNull().default(""),
    line3: text("line3").notNull().default(""),
    imagePath: text("image_path"),
    /** The list's order field (saved with PUT /api/banners/order/{value}); lower shows first. */
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("banners_sort_order_idx").on(t.sortOrder, t.id)],
);

export type BannerRow = typeof banners.$inferSelect;

/** A home-page slider picture (the spec names no fields: a name, a caption, a link, an image, an order). */
export const sliders = pgTable(
  "sliders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    caption: text("caption").notNull().default(""),
    link: text("link").notNull().default(""),
    imagePath: text("image_path"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("sliders_sort_order_idx").on(t.sortOrder, t.id)],
);

export type SliderRow = typeof sliders.$inferSelect;

export type EventKind = "onsite" | "signing";
export type EventFacilitator = { info: string; email: string };
export type EventComment = { line1: string; line2: string };

/** Onsite events and signings share one shape (administration §3 "Onsite and signing"). */
export const contentEvents = pgTable(
  "content_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").$type<EventKind>().notNull(),
    title: text("title").notNull().default(""),
    eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
    infoEmail: text("info_email").notNull(),
    facilitators: jsonb("facilitators").$type<EventFacilitator[]>().notNull().default([]),
    comments: jsonb("comments").$type<EventComment[]>().notNull().default([]),
    imagePath: text("image_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("content_events_kind_date_idx").on(t.kind, t.eventDate)],
);

export type ContentEventRow = typeof contentEvents.$inferSelect;

/** What "Publish" froze for the public site: one row per publication of a kind ('banners', …). */
export const contentPublications = pgTable(
  "content_publications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").notNull(),
    body: jsonb("body").notNull(),
    /** The publishing worker's user name. */
    publishedBy: text("published_by"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_publications_kind_idx").on(t.kind, t.id)],
);

/** A newsletter sign-up from the public site; searched and exported by date (administration §5). */
export const subscribers = pgTable(
  "subscribers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscribers_created_at_idx").on(t.createdAt, t.id)],
);

/** A turnaround time the public site lists per service (the spec names no fields). */
export const turnaroundTimes = pgTable(
  "turnaround_times",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    service: text("service").notNull().default(""),
    /** Business days, shown as "{days} days". */
    days: integer("days").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("turnaround_times_sort_order_idx").on(t.sortOrder, t.id)],
);

export type TurnaroundTimeRow = typeof turnaroundTimes.$inferSelect;
