// Worker label queues and printed labels (administration §3 "Worker label queue", §4; issue 17).
// A worker keeps one queue per collectible type; scanning a tier in puts every comic of the tier in it.
// Generating writes one PDF (DATA_DIR blobs) and records each label printed, with the text it carried,
// so a relabel can print the old label again and the comic's log says when and by whom.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { workers } from "./workers";

/** One tier in a worker's queue of one collectible type ('Comic', 'Magazine', 'Manga'). */
export const labelQueueTiers = pgTable(
  "label_queue_tiers",
  {
    workerId: uuid("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    collectibleType: text("collectible_type").notNull(),
    orderId: text("order_id").notNull(),
    tierId: text("tier_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workerId, t.collectibleType, t.orderId, t.tierId] }),
    index("label_queue_tiers_tier_idx").on(t.orderId, t.tierId),
  ],
);

/** The queue's generated state: the last PDF and its page count (downloadable; clear needs pages > 0). */
export const labelQueues = pgTable(
  "label_queues",
  {
    workerId: uuid("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    collectibleType: text("collectible_type").notNull(),
    pdfName: text("pdf_name"),
    totalPages: integer("total_pages").notNull().default(0),
    generatedAt: timestamp("generated_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.workerId, t.collectibleType] })],
);

/** Every label printed (generated into a PDF), with the label text it carried. */
export const labelPrints = pgTable(
  "label_prints",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    uniqueId: text("unique_id").notNull(),
    orderId: text("order_id").notNull(),
    tierId: text("tier_id").notNull(),
    /** domain LabelText as printed */
    label: jsonb("label").notNull(),
    pdfName: text("pdf_name").notNull(),
    isRelabel: boolean("is_relabel").notNull().default(false),
    printedBy: text("printed_by").notNull(),
    printedAt: timestamp("printed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("label_prints_unique_idx").on(t.uniqueId, t.printedAt),
    index("label_prints_pdf_idx").on(t.pdfName),
  ],
);
