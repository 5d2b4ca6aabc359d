// The calls every content record with a picture answers (banners, sliders; picture-records.ts): one record
// with its picture's signed address, add, change with the version read, delete, remove the picture. Each
// kind's routes file adds what is its own (its list, the banners' order and publish, the slider's login
// check) and says its path, claims, schemas and summaries.
import { ZErrorBodySchema, ZOkSchema } from "@gbo/contracts/common";
import {
  ZContentImageResultSchema,
  ZIdPathSchema,
  ZOptionalVersionQuerySchema,
} from "@gbo/contracts/content";
import type { ContentImageKind } from "@gbo/domain/content";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { AppContext } from "../../../app-context";
import { removeContentImage } from "./content-images";
import type { PictureRecords, PictureRow } from "./picture-records";

export const CONTENT_ERRORS = {
  400: ZErrorBodySchema,
  403: ZErrorBodySchema,
  404: ZErrorBodySchema,
  409: ZErrorBodySchema,
};

export async function pictureRecordRoutes<Row extends PictureRow, Answer, Input>(
  instance: FastifyInstance,
  context: AppContext,
  kind: {
    /** "/api/banners": the record is `${path}/{id}`. */
    path: string;
    /** Its pictures' kind in content-images.ts. */
    imageKind: ContentImageKind;
    claims: readonly string[];
    /** Who may delete a record (banners: admin only, §6). */
    deleteClaims: readonly string[];
    tags: string[];
    answerSchema: z.ZodType<Answer>;
    saveSchema: z.ZodType<Input>;
    /** §7 lists both PUT and POST on /api/content/slider/{id}; banners change by PUT only. */
    updateMethods: readonly ("put" | "post")[];
    summaries: { one: string; add: string; change: string; remove: string; removeImage: string };
    records: PictureRecords<Row, Answer, Input>;
  },
): Promise<void> {
  // Typed by route generics rather than inferred from the schemas (inference cannot see through a kind's
  // generic types); the schemas still validate every request and shape every answer.
  type Id = { Params: z.output<typeof ZIdPathSchema> };
  type Versioned = Id & { Querystring: z.output<typeof ZOptionalVersionQuerySchema> };
  const app = instance;
  const { db, blobs } = context;
  const { path, records, summaries, tags } = kind;
  const claims = [...kind.claims];
  const one = { 200: kind.answerSchema, ...CONTENT_ERRORS };

  app.get<Id>(
    `${path}/:id`,
    { config: { claims }, schema: { tags, summary: summaries.one, params: ZIdPathSchema, response: one } },
    async (request) => records.get(db, blobs, request.params.id),
  );

  app.post<{ Body: Input }>(
    `${path}/`,
    { config: { claims }, schema: { tags, summary: summaries.add, body: kind.saveSchema, response: one } },
    async (request) => records.create(db, blobs, request.log, request.worker!, request.body as Input),
  );

  for (const method of kind.updateMethods) {
    app[method]<Id & { Body: Input }>(
      `${path}/:id`,
      {
        config: { claims },
        schema: {
          tags,
          summary: summaries.change,
          params: ZIdPathSchema,
          body: kind.saveSchema,
          response: one,
        },
      },
      async (request) =>
        records.update(db, blobs, request.log, request.worker!, request.params.id, request.body as Input),
    );
  }

  app.delete<Versioned>(
    `${path}/:id`,
    {
      config: { claims: [...kind.deleteClaims] },
      schema: {
        tags,
        summary: summaries.remove,
        params: ZIdPathSchema,
        querystring: ZOptionalVersionQuerySchema,
        response: { 200: ZOkSchema, ...CONTENT_ERRORS },
      },
    },
    async (request) =>
      records.remove(db, blobs, request.log, request.worker!, request.params.id, request.query.version),
  );

  app.delete<Versioned>(
    `${path}/:id/image`,
    {
      config: { claims },
      schema: {
        tags,
        summary: summaries.removeImage,
        params: ZIdPathSchema,
        querystring: ZOptionalVersionQuerySchema,
        response: { 200: ZContentImageResultSchema, ...CONTENT_ERRORS },
      },
    },
    async (request) =>
      removeContentImage({
        db,
        blobs,
        kind: kind.imageKind,
        id: request.params.id,
        version: request.query.version,
      }),
  );
}
