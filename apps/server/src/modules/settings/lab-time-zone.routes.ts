// The lab's time zone (issue 29 point 6): GET and POST /api/settings/timezone. Receipts print times on
// this clock (payments/receipts); until a manager saves one it is the server's own zone.
import { ZErrorBodySchema } from "@gbo/contracts/common";
import { ZLabTimeZoneSchema, ZSaveLabTimeZoneSchema } from "@gbo/contracts/settings";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { serverTimeZone, validateTimeZone } from "@gbo/domain/settings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { readSetting, writeSetting } from "./setting-store";
import { errors, SETTINGS_CLAIMS } from "./settings.routes";

export const LAB_TIME_ZONE_KEY = "labTimeZone";

/** The lab's zone with its version; a stored zone the runtime no longer knows falls back to the server's. */
export async function readLabTimeZone(db: Db) {
  const setting = await readSetting<string>(db, LAB_TIME_ZONE_KEY);
  const stored = setting.value === null ? null : validateTimeZone(setting.value);
  return {
    timeZone: stored?.ok ? stored.value : serverTimeZone(),
    isDefault: !stored?.ok,
    version: setting.version,
    updatedAt: setting.updatedAt,
    updatedBy: setting.updatedBy,
  };
}

export async function labTimeZoneRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...SETTINGS_CLAIMS];

  app.get(
    "/api/settings/timezone",
    {
      config: { claims },
      schema: {
        tags: ["settings"],
        summary: "The lab's time zone (receipts print times in it); the server's zone until saved",
        response: { 200: ZLabTimeZoneSchema, ...errors },
      },
    },
    () => readLabTimeZone(db),
  );

  app.post(
    "/api/settings/timezone",
    {
      config: { claims },
      schema: {
        tags: ["settings"],
        summary: "Save the lab's time zone (an IANA name; logged); stale version → 409",
        description: "400 'Error saving changes' when the runtime does not know the zone.",
        body: ZSaveLabTimeZoneSchema,
        response: { 200: ZLabTimeZoneSchema, 409: ZErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const zone = validateTimeZone(request.body.timeZone);
      if (!zone.ok) throw AppError.fields(ERROR_SAVING_CHANGES, { timeZone: [zone.message] });
      const worker = request.worker!;
      await writeSetting(db, LAB_TIME_ZONE_KEY, zone.value, request.body.version, {
        id: worker.id,
        name: worker.displayName,
      });
      request.log.info({ by: worker.userName, timeZone: zone.value }, "lab time zone saved");
      return readLabTimeZone(db);
    },
  );
}
