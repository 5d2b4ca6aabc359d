import {
  ZBannersQuerySchema,
  ZSaveSliderSchema,
  ZSliderSchema,
  ZSlidersPageSchema,
} from "@gbo/contracts/content";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../app-context";
import { CONTENT_ERRORS, pictureRecordRoutes } from "./picture-record-routes";
import { listSliders, sliderRecords } from "./sliders";

const TAGS = ["content: slider"];

export async function sliderRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...menuClaimsFor("/slider")];

  app.get(
    "/api/content/checklogin",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Whether the session may use the slider screens (the list's login check, §4)",
        response: { 200: z.object({ ok: z.literal(true), userName: z.string() }), ...CONTENT_ERRORS },
      },
    },
    async (request) => ({ ok: true as const, userName: request.worker!.userName }),
  );

  app.get(
    "/api/content/slider/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Sliders in their order",
        querystring: ZBannersQuerySchema,
        response: { 200: ZSlidersPageSchema, ...CONTENT_ERRORS },
      },
    },
    async (request) => listSliders(db, request.query),
  );

  await pictureRecordRoutes(instance, context, {
    path: "/api/content/slider",
    imageKind: "slider",
    claims,
    deleteClaims: claims,
    tags: TAGS,
    answerSchema: ZSliderSchema,
    saveSchema: ZSaveSliderSchema,
    updateMethods: ["put", "post"],
    summaries: {
      one: "One slider, with a signed address showing its picture",
      add: "Add a slider (name required; link a web address or a site path)",
      change: "Change a slider (with the version read; stale → 409)",
      remove: "Delete a slider and its picture",
      removeImage: "Remove a slider's picture",
    },
    records: sliderRecords,
  });
}
