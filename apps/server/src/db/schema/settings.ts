// The lab's settings (administration §3 "Exchange-rate setting", issue 16): one row per key with its
// version, every change kept in settings_log (who, when, old, new) for the log dialog (who, id and name,
// is kept inside the jsonb values: modules/settings/setting-store.ts); and the devices
// (label printers and stations, GET/PUT /api/remote).
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const appSettings = pgTable("app_settings", {
  /** 'exchangeRate', 'turnaround', … */
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

export const settingsLog = pgTable(
  "settings_log",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    key: text("key").notNull(),
    oldValue: jsonb("old_value"),
    newValue: jsonb("new_value").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("settings_log_key_idx").on(t.key, t.changedAt)],
);

/** A device of the lab (the spec names no fields): a name, its kind, where it is reached, a note. */
export const devices = pgTable(
  "devices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    kind: text("kind").notNull().default("LabelWriterPrinter"),
    host: text("host").notNull().default(""),
    port: integer("port"),
    location: text("location").notNull().default(""),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("devices_name_idx").on(t.name)],
);

export type DeviceRow = typeof devices.$inferSelect;
