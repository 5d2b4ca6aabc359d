// Onsite events and signings (administration §7 "the same pattern under /api/onsites/ and /api/signings/,
// each with GET checklogin"): list, one, POST, PUT {id}, DELETE {id}, DELETE {id}/image, checklogin.
// Claims: the menu link's (managecontent; admin holds all).
import { ZErrorBodySchema, ZOkSchema } from "@gbo/contracts/common";
import { ZContentImageResultSchema } from "@gbo/contracts/content";
import {
  type TContentEventKind,
  ZCheckLoginSchema,
  ZContentEventInputSchema,
  ZContentEventSchema,
  ZContentEventsPageSchema,
  ZContentEventsQuerySchema,
  ZContentIdPathSchema,
  ZImageRemovalQuerySchema,
} from "@gbo/contracts/content-events";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { removeContentImage } from "../site/index";
import {
  createContentEvent,
  deleteContentEvent,
  FOLDER,
  getContentEvent,
  listContentEvents,
  updateContentEvent,
} from "./content-events";

const TAGS = ["content"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };

const KINDS: readonly { kind: TContentEventKind; base: string; menu: string; noun: string }[] = [
  { kind: "onsite", base: "/api/onsites", menu: "/onsites", noun: "onsite event" },
  { kind: "signing", base: "/api/signings", menu: "/signings", noun: "signing" },
];

export async function contentEventsRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, blobs } = context;

  for (const { kind, base, menu, noun } of KINDS) {
    const claims = [...menuClaimsFor(menu)];
    const deps = (request: FastifyRequest) => ({ db, blobs, kind, log: request.log, actor: request.worker! });

    app.get(
      `${base}/checklogin`,
      {
        config: { claims },
        schema: {
          tags: TAGS,
          summary: `Whether the session may use the ${noun} screens (the list's login check, §4)`,
          response: { 200: ZCheckLoginSchema, ...errors },
        },
      },
      async (request) => ({ ok: true as const, userName: request.worker!.userName }),
    );

    app.get(
      `${base}/`,
      {
        config: { claims },
        schema: {
          tags: TAGS,
          summary: `${noun}s, a page at a time (newest first; upcoming: soonest first)`,
          querystring: ZContentEventsQuerySchema,
          response: { 200: ZContentEventsPageSchema, ...errors },
        },
      },
      async (request) => listContentEvents(db, kind, request.query),
    );

    app.get(
      `${base}/:id`,
      {
        config: { claims },
        schema: {
          tags: TAGS,
          summary: `One ${noun} with its facilitators, comments and picture`,
          params: ZContentIdPathSchema,
          response: { 200: ZContentEventSchema, ...errors },
        },
      },
      async (request) => getContentEvent({ db, blobs, kind }, request.params.id),
    );

    app.post(
      `${base}/`,
      {
        config: { claims },
        schema: {
          tags: TAGS,
          summary: `Add a ${noun}`,
          description:
            "eventDate today to 365 days ahead; hour 0-23 (the 24 hourly slots); 400 'Error saving changes' " +
            "with the spec's messages per field (model.infoEmail, model.facilitators.0.email, …).",
          body: ZContentEventInputSchema,
          response: { 200: ZContentEventSchema, ...errors },
        },
      },
      async (request) => createContentEvent(deps(request), request.body),
    );

    app.put(
      `${base}/:id`,
      {
        config: { claims },
        schema: {
          tags: TAGS,
          summary: `Change a ${noun} with the version read (stale → 409)`,
          description:
            "An unchanged event date is kept even when it has passed; a new one must be in the window.",
          params: ZContentIdPathSchema,
          body: ZContentEventInputSchema,
          response: { 200: ZContentEventSchema, 409: ZErrorBodySchema, ...errors },
        },
      },
      async (request) => updateContentEvent(deps(request), request.params.id, request.body),
    );

    app.delete(
      `${base}/:id`,
      {
        config: { claims },
        schema: {
          tags: TAGS,
          summary: `Delete a ${noun} and its picture`,
          params: ZContentIdPathSchema,
          response: { 200: ZOkSchema, ...errors },
        },
      },
      async (request) => deleteContentEvent(deps(request), request.params.id),
    );

    app.delete(
      `${base}/:id/image`,
      {
        config: { claims },
        schema: {
          tags: TAGS,
          summary: `Remove a ${noun}'s picture; ?version= the version read (stale → 409)`,
          params: ZContentIdPathSchema,
          querystring: ZImageRemovalQuerySchema,
          response: { 200: ZContentImageResultSchema, 409: ZErrorBodySchema, ...errors },
        },
      },
      async (request) =>
        removeContentImage({
          db,
          blobs,
          kind: FOLDER[kind],
          id: request.params.id,
          version: request.query.version,
        }),
    );
  }
}
