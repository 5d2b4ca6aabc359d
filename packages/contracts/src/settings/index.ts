// Settings (issue 16, administration §3 "Exchange-rate setting", §5, §7): the exchange rate with its log,
// the turnaround notice, turnaround times and devices. Every read carries `version` (stale → 409).
import { LABEL_PRINTER_TYPES } from "@gbo/domain/labels";
import { z } from "zod";
import {
  ZFreeTextSchema,
  ZInt32Schema,
  ZInt32TextSchema,
  ZLineSchema,
  ZRecordVersionSchema,
  ZRowIdSchema,
  ZRowIdTextSchema,
  ZSafeIntSchema,
} from "../common/index";

const ZWhoSchema = z.object({ id: z.string(), name: z.string() }).nullable();

/** GET /api/settings/ */
export const ZSettingsSchema = z
  .object({
    exchangeRate: z.number().nullable().describe("CAD per USD; null until first saved"),
    version: ZInt32Schema().describe("0 until first saved"),
    updatedAt: z.string().nullable(),
    updatedBy: ZWhoSchema,
  })
  .meta({ id: "Settings" });
export type TSettings = z.infer<typeof ZSettingsSchema>;

/** POST /api/settings/: the rate as typed (the domain checks it), with the version read. */
export const ZSaveSettingsSchema = z.object({
  exchangeRate: ZLineSchema(20),
  version: ZRecordVersionSchema,
});
export type TSaveSettings = z.infer<typeof ZSaveSettingsSchema>;

/** GET /api/settings/log/{id}: id is the setting's key ('exchangeRate'); newest first. */
export const ZSettingsLogPathSchema = z.object({ id: z.enum(["exchangeRate", "turnaround"]) });
export const ZSettingsLogQuerySchema = z.object({
  page: ZInt32TextSchema(1, 100_000).default(1),
  pageSize: ZInt32TextSchema(1, 100).default(50),
});
export const ZSettingsLogEntrySchema = z.object({
  id: ZInt32Schema(),
  changedAt: z.string(),
  changedBy: ZWhoSchema,
  oldValue: z.unknown(),
  newValue: z.unknown(),
});
export type TSettingsLogEntry = z.infer<typeof ZSettingsLogEntrySchema>;
export const ZSettingsLogPageSchema = z.object({
  rows: z.array(ZSettingsLogEntrySchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema(),
});
export type TSettingsLogPage = z.infer<typeof ZSettingsLogPageSchema>;

// ---- Turnaround notice: GET and POST /api/data/turnaround -------------------------------------------

export const TURNAROUND_TEXT_MAX = 2000;
export const ZTurnaroundNoticeSchema = z.object({
  text: z.string(),
  version: ZInt32Schema(),
  updatedAt: z.string().nullable(),
});
export type TTurnaroundNotice = z.infer<typeof ZTurnaroundNoticeSchema>;
export const ZSaveTurnaroundNoticeSchema = z.object({
  text: ZFreeTextSchema(TURNAROUND_TEXT_MAX),
  version: ZRecordVersionSchema,
});
export type TSaveTurnaroundNotice = z.infer<typeof ZSaveTurnaroundNoticeSchema>;

// ---- Turnaround times: /api/turnaroundtimes/(id) ------------------------------------------------------

export const ZTurnaroundTimeSchema = z
  .object({
    id: ZInt32Schema(),
    title: z.string(),
    service: z.string(),
    days: ZSafeIntSchema(),
    sortOrder: ZSafeIntSchema(),
    createdAt: z.string(),
    version: ZInt32Schema(),
  })
  .meta({ id: "TurnaroundTime" });
export type TTurnaroundTime = z.infer<typeof ZTurnaroundTimeSchema>;
const turnaroundFields = {
  title: ZLineSchema(100).min(1, "Please enter a title."),
  service: ZLineSchema(100).default(""),
  days: ZInt32Schema(1, 365),
  sortOrder: ZInt32Schema(0, 10_000).default(0),
};
export const ZCreateTurnaroundTimeSchema = z.object(turnaroundFields);
export type TCreateTurnaroundTime = z.input<typeof ZCreateTurnaroundTimeSchema>;
export const ZUpdateTurnaroundTimeSchema = z.object({
  ...turnaroundFields,
  version: ZRecordVersionSchema,
});
export type TUpdateTurnaroundTime = z.input<typeof ZUpdateTurnaroundTimeSchema>;

// ---- Devices: GET /api/remote, GET and DELETE /api/remote/{id}, PUT /api/remote ---------------------

/** The label printers the domain prints for (LABEL_PRINTER_TYPES), the receipt printer and a station. */
export const DEVICE_KINDS = [...LABEL_PRINTER_TYPES, "ReceiptPrinter", "Station"] as const;
export const ZDeviceSchema = z
  .object({
    id: ZInt32Schema(),
    name: z.string(),
    kind: z.enum(DEVICE_KINDS),
    host: z.string(),
    port: ZSafeIntSchema().nullable(),
    location: z.string(),
    note: z.string(),
    createdAt: z.string(),
    version: ZInt32Schema(),
  })
  .meta({ id: "Device" });
export type TDevice = z.infer<typeof ZDeviceSchema>;
/** PUT /api/remote: without id a new device; with id and the version read, a change (stale → 409). */
export const ZSaveDeviceSchema = z.object({
  id: ZRowIdSchema.optional(),
  version: ZRecordVersionSchema.optional(),
  name: ZLineSchema(100).min(1, "Please enter a name."),
  kind: z.enum(DEVICE_KINDS),
  host: ZLineSchema(255).default(""),
  port: ZInt32Schema(1, 65_535).nullable().default(null),
  location: ZLineSchema(100).default(""),
  note: ZFreeTextSchema(500).default(""),
});
export type TSaveDevice = z.input<typeof ZSaveDeviceSchema>;

/** Paged lists: GET /api/remote?search=&page=&pageSize=, GET /api/turnaroundtimes/?page=&pageSize= */
export const ZSettingsListQuerySchema = z.object({
  search: ZLineSchema(100).optional(),
  page: ZInt32TextSchema(1, 100_000).default(1),
  pageSize: ZInt32TextSchema(1, 100).default(25),
});
export type TSettingsListQuery = z.input<typeof ZSettingsListQuerySchema>;
export const ZDevicesPageSchema = z.object({
  rows: z.array(ZDeviceSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema(),
});
export type TDevicesPage = z.infer<typeof ZDevicesPageSchema>;
export const ZTurnaroundTimesPageSchema = z.object({
  rows: z.array(ZTurnaroundTimeSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema(),
});
export type TTurnaroundTimesPage = z.infer<typeof ZTurnaroundTimesPageSchema>;
export const ZIdPathSchema = z.object({ id: ZRowIdTextSchema });

// ---- The lab's time zone: GET and POST /api/settings/timezone (issue 29) ------------------------------

/** GET /api/settings/timezone: the zone receipts print times in. */
export const ZLabTimeZoneSchema = z
  .object({
    timeZone: z.string().describe("IANA zone name, e.g. America/New_York"),
    isDefault: z.boolean().describe("Never set: the server's own zone"),
    version: ZInt32Schema().describe("0 until first saved"),
    updatedAt: z.string().nullable(),
    updatedBy: ZWhoSchema,
  })
  .meta({ id: "LabTimeZone" });
export type TLabTimeZone = z.infer<typeof ZLabTimeZoneSchema>;

/** POST /api/settings/timezone: the zone as typed (the domain checks it), with the version read. */
export const ZSaveLabTimeZoneSchema = z.object({
  timeZone: ZLineSchema(64),
  version: ZRecordVersionSchema,
});
export type TSaveLabTimeZone = z.infer<typeof ZSaveLabTimeZoneSchema>;

export * from "./lab";
