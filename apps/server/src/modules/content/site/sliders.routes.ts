// /api/content/slider (administration §7 Slider). Every call needs the /slider menu claim
// (managecontent; admin holds all). The list runs GET /api/content/checklogin first (§4).
import { ZErrorBodySchema, ZOkSchema } from "@gbo/contracts/common";
import {
  ZBannersQuerySchema,
  ZContentImageResultSchema,
  ZIdPathSchema,
  ZOptionalVersionQuerySchema,
  ZSaveSliderSchema,
  ZSliderSchema,
  ZSlidersPageSchema,
} from "@gbo/contracts/content";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../app-context";
import { removeContentImage } from "./content-images";
import { createSlider, deleteSlider, getSlider, listSliders, updateSlider } from "./sliders";

const TAGS = ["content: slider"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema, 409: ZErrorBodySchema };

export async function sliderRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, blobs } = context;
  const claims = [...menuClaimsFor("/slider")];

  app.get(
    "/api/content/checklogin",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Whether the session may use the slider screens (the list's login check, §4)",
        response: { 200: z.object({ ok: z.literal(true), userName: z.string() }), ...errors },
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
        response: { 200: ZSlidersPageSchema, ...errors },
      },
    },
    async (request) => listSliders(db, request.query),
  );

  app.get(
    "/api/content/slider/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "One slider, with a signed address showing its picture",
        params: ZIdPathSchema,
        response: { 200: ZSliderSchema, ...errors },
      },
    },
    async (request) => getSlider(db, blobs, request.params.id),
  );

  app.post(
    "/api/content/slider/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Add a slider (name required; link a web address or a site path)",
        body: ZSaveSliderSchema,
        response: { 200: ZSliderSchema, ...errors },
      },
    },
    async (request) => createSlider(db, blobs, request.log, request.worker!, request.body),
  );

  // §7 lists both PUT and POST on /api/content/slider/{id}: both change the slider.
  for (const method of ["put", "post"] as const) {
    app[method](
      "/api/content/slider/:id",
      {
        config: { claims },
        schema: {
          tags: TAGS,
          summary: "Change a slider (with the version read; stale → 409)",
          params: ZIdPathSchema,
          body: ZSaveSliderSchema,
          response: { 200: ZSliderSchema, ...errors },
        },
      },
      async (request) =>
        updateSlider(db, blobs, request.log, request.worker!, request.params.id, request.body),
    );
  }

  app.delete(
    "/api/content/slider/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Delete a slider and its picture",
        params: ZIdPathSchema,
        querystring: ZOptionalVersionQuerySchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) =>
      deleteSlider(db, blobs, request.log, request.worker!, request.params.id, request.query.version),
  );

  app.delete(
    "/api/content/slider/:id/image",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Remove a slider's picture",
        params: ZIdPathSchema,
        querystring: ZOptionalVersionQuerySchema,
        response: { 200: ZContentImageResultSchema, ...errors },
      },
    },
    async (request) =>
      removeContentImage({
        db,
        blobs,
        kind: "slider",
        id: request.params.id,
        version: request.query.version,
      }),
  );
}
