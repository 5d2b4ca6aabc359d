// The lab's details for the customer e-mails (issue 33): GET and PUT /api/settings/lab (the domain's field
// rules, version → 409, every change in the settings log), the logo's upload (address, PUT, confirm) and
// removal, and GET /api/public/lab-logo, the picture itself for mail clients (no token).
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZConfirmLabLogoSchema,
  ZLabDetailsSettingSchema,
  ZLabLogoAddressSchema,
  ZRemoveLabLogoQuerySchema,
  ZSaveLabDetailsSchema,
} from "@gbo/contracts/settings";
import { IMAGE_NOT_PICTURE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from "@gbo/domain/imaging";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { AppError } from "../../http/errors";
import { FsBlobStore, registerFsBlobRoutes } from "../../integrations/blobs/index";
import {
  confirmLabLogo,
  LAB_LOGO_KEY,
  LAB_LOGO_PATH,
  labLogoAddress,
  readLabDetailsSetting,
  removeLabLogo,
  saveLabDetails,
} from "./lab-details";
import { errors, SETTINGS_CLAIMS } from "./settings.routes";

const TAGS = ["settings"];
const NO_LOGO = "The lab has no logo.";
/** Mail clients and proxies may keep the logo a day; a new one has a new ?v= address. */
const LOGO_CACHE_SECONDS = 24 * 60 * 60;

export async function labDetailsRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, blobs, config } = context;
  const claims = [...SETTINGS_CLAIMS];
  const written = { 200: ZLabDetailsSettingSchema, 409: ZErrorBodySchema, ...errors };

  if (blobs instanceof FsBlobStore) {
    await registerFsBlobRoutes(instance, blobs, {
      tooLarge: () => IMAGE_TOO_LARGE_MESSAGE,
      wrongType: () => IMAGE_NOT_PICTURE_MESSAGE,
    });
  }

  app.get(
    "/api/settings/lab",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "The lab's details the customer e-mails carry (the defaults until saved), with the version",
        response: { 200: ZLabDetailsSettingSchema, ...errors },
      },
    },
    () => readLabDetailsSetting(db),
  );

  app.put(
    "/api/settings/lab",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Save the lab's name, address, phone, e-mail and pickup hours (logged); stale version → 409",
        description:
          "400 'Error saving changes' with a message per field (name required, one to five address lines, a phone of 7 to 15 digits, a valid e-mail). The logo is kept as it is.",
        body: ZSaveLabDetailsSchema,
        response: written,
      },
    },
    async (request) => {
      const worker = request.worker!;
      await saveLabDetails({ db, body: request.body, by: { id: worker.id, name: worker.displayName } });
      request.log.info({ by: worker.userName }, "lab details saved");
      return readLabDetailsSetting(db);
    },
  );

  app.post(
    "/api/settings/lab/logo/address",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "A short-lived address to PUT the lab's logo to (a JPEG or PNG); confirm it afterwards",
        response: { 200: ZLabLogoAddressSchema, ...errors },
      },
    },
    () => labLogoAddress(blobs),
  );

  app.post(
    "/api/settings/lab/logo/confirm",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary:
          "Make the uploaded picture the lab's logo: its header is decoded (415 when not a JPEG or PNG, 413 over 2 MB)",
        body: ZConfirmLabLogoSchema,
        response: { ...written, 413: ZErrorBodySchema, 415: ZErrorBodySchema },
      },
    },
    async (request) => {
      const worker = request.worker!;
      const by = { id: worker.id, name: worker.displayName };
      await confirmLabLogo({ db, blobs, config, version: request.body.version, by });
      request.log.info({ by: worker.userName }, "lab logo saved");
      return readLabDetailsSetting(db);
    },
  );

  app.delete(
    "/api/settings/lab/logo",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Remove the lab's logo (the e-mails then show the name alone); stale version → 409",
        querystring: ZRemoveLabLogoQuerySchema,
        response: written,
      },
    },
    async (request) => {
      const worker = request.worker!;
      const by = { id: worker.id, name: worker.displayName };
      await removeLabLogo({ db, blobs, version: request.query.version, by });
      request.log.info({ by: worker.userName }, "lab logo removed");
      return readLabDetailsSetting(db);
    },
  );

  app.get(
    LAB_LOGO_PATH,
    {
      config: { public: true, answers: "application/octet-stream" },
      schema: {
        tags: ["public"],
        summary: "The lab's logo as the customer e-mails load it (no token); 404 when there is none",
        security: [],
      },
    },
    async (_request, reply) => {
      const found = await blobs.get(LAB_LOGO_KEY);
      if (!found) throw new AppError("not_found", NO_LOGO);
      return reply
        .header("Content-Type", found.info.contentType ?? "application/octet-stream")
        .header("Content-Length", String(found.info.size))
        .header("Cache-Control", `public, max-age=${LOGO_CACHE_SECONDS}`)
        .header("X-Content-Type-Options", "nosniff")
        .send(found.body);
    },
  );
}
