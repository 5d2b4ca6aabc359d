// The exchange rate (administration §5, §7): GET /api/settings/, POST /api/settings/ (the domain's rules,
// version → 409) and GET /api/settings/log/{id} (every change: who, when, old, new).
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZSaveSettingsSchema,
  ZSettingsLogPageSchema,
  ZSettingsLogPathSchema,
  ZSettingsLogQuerySchema,
  ZSettingsSchema,
} from "@gbo/contracts/settings";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { validateExchangeRate } from "@gbo/domain/settings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { AppError } from "../../http/errors";
import { readSetting, settingLog, writeSetting } from "./setting-store";

const TAGS = ["settings"];
export const errors = {
  400: ZErrorBodySchema,
  401: ZErrorBodySchema,
  403: ZErrorBodySchema,
  404: ZErrorBodySchema,
};
/** The spec's menu gives /settings no link; we read it as administration: the 'manage' claim. */
export const SETTINGS_CLAIMS: readonly string[] = ["manage"];
export const EXCHANGE_RATE_KEY = "exchangeRate";

export async function exchangeRateRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...SETTINGS_CLAIMS];

  const current = async () => {
    const setting = await readSetting<number>(db, EXCHANGE_RATE_KEY);
    return {
      exchangeRate: setting.value,
      version: setting.version,
      updatedAt: setting.updatedAt,
      updatedBy: setting.updatedBy,
    };
  };

  app.get(
    "/api/settings/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "The exchange rate with its version",
        response: { 200: ZSettingsSchema, ...errors },
      },
    },
    current,
  );

  app.post(
    "/api/settings/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Save the exchange rate (logged); stale version → 409",
        description:
          "400 'Error saving changes' with 'Please add a value before decimal' or 'Exchange rate should be greater than zero'.",
        body: ZSaveSettingsSchema,
        response: { 200: ZSettingsSchema, 409: ZErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const rate = validateExchangeRate(request.body.exchangeRate);
      if (!rate.ok) throw AppError.fields(ERROR_SAVING_CHANGES, { exchangeRate: [rate.message] });
      const worker = request.worker!;
      await writeSetting(db, EXCHANGE_RATE_KEY, rate.value, request.body.version, {
        id: worker.id,
        name: worker.displayName,
      });
      request.log.info({ by: worker.userName, exchangeRate: rate.value }, "exchange rate saved");
      return current();
    },
  );

  app.get(
    "/api/settings/log/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "A setting's changes, newest first (id: the setting's key)",
        params: ZSettingsLogPathSchema,
        querystring: ZSettingsLogQuerySchema,
        response: { 200: ZSettingsLogPageSchema, ...errors },
      },
    },
    async (request) => settingLog(db, request.params.id, request.query.page, request.query.pageSize),
  );
}
