// Catalog calls of submissions-pricing §7: submit data, checkout data, shipping rates, lookups, comic
// search, origins and the reholder lookup (its promo code reads are the promo module's). Claims: the receiving and invoicing menu links'
// (admin holds all); the reholder lookup also the 'comics' claim (§6 "Claim 'comics' is required for the
// reholder screen").
import {
  ZCheckoutDataSchema,
  ZCheckoutPathSchema,
  ZCheckoutQuerySchema,
  ZComicSearchBodySchema,
  ZComicSearchPageSchema,
  ZConventionPathSchema,
  ZConventionSchema,
  ZLookupPathSchema,
  ZLookupQuerySchema,
  ZLookupValuesSchema,
  ZOriginsSchema,
  ZRatesBodySchema,
  ZRatesPathSchema,
  ZRatesQuerySchema,
  ZRatesSchema,
  ZReholderComicSchema,
  ZReholderPathSchema,
  ZSubmitDataPathSchema,
  ZSubmitDataSchema,
} from "@gbo/contracts/catalog";
import { ZErrorBodySchema } from "@gbo/contracts/common";
import { ZContentConventionSchema } from "@gbo/contracts/content-events";
import { hasAnyClaim } from "@gbo/domain/claims";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { getConventionDetail } from "../content/index";
import { checkoutData } from "./checkout-data";
import { lookupValuesOf, searchComicBooks } from "./lookups";
import { getConvention, listOriginsOn } from "./origins";
import { ratesOn } from "./rates";
import { findReholderComic } from "./reholder-lookup";
import { submitData } from "./submit-data";

const TAGS = ["catalog"];
const errors = { 400: ZErrorBodySchema, 401: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };

/** Whoever builds, receives or invoices submissions: the /receiving and /invoicing menu claims. */
export const CATALOG_CLAIMS: readonly string[] = [
  ...new Set([...menuClaimsFor("/receiving"), ...menuClaimsFor("/invoicing")]),
];

export async function catalogRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...CATALOG_CLAIMS];
  // Origins for the submission screens; one convention also for the content screens (managecontent).
  const CONTENT_CLAIMS = menuClaimsFor("/conventions");
  const CONVENTION_CLAIMS = [...new Set([...CATALOG_CLAIMS, ...CONTENT_CLAIMS])];
  const reholderClaims = [...new Set([...claims, "comics"])];

  app.get(
    "/api/data/submit/:user/:version/:level/:country/:type/:manga",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "What a draft submission prices with: tiers, add-ons, grades, pedigrees, rates",
        description:
          "version is the draft's catalog version; the answer's version is the server's current one " +
          "(isVersionChanged: the draft adopts it and re-prices, §4). Tiers are the country's for the " +
          "collectible type and manga type; a tier priced for the level replaces the every-level tier of the " +
          "same id. shippingRates are every rate table of the country; catalogFromSubmitData " +
          "(@gbo/contracts/catalog) rebuilds the domain Catalog from the answer. 404 for an unknown customer.",
        params: ZSubmitDataPathSchema,
        response: { 200: ZSubmitDataSchema, ...errors },
      },
    },
    async (request) => submitData(db, request.params),
  );

  app.get(
    "/api/data/checkout/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Checkout data of a customer: payment methods, other pay and ship options, origins, reps",
        description:
          "payOther is check and cash for US drafts only (§9); shipOther the carriers of a customer's own " +
          "shipping account with their account number lengths; origins as GET /api/conventions/-60.",
        params: ZCheckoutPathSchema,
        querystring: ZCheckoutQuerySchema,
        response: { 200: ZCheckoutDataSchema, ...errors },
      },
    },
    async (request) => checkoutData(db, request.params.id, request.query.country),
  );

  app.post(
    "/api/data/sh/:type/:manga/:date",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Shipping and handling rates for a received date (MM-DD-YYYY)",
        description:
          "The rate table is chosen by the received date's cut-offs (§9: 14 Sep 2022, 27 Feb 2023, " +
          "15 Nov 2023, 16 Feb 2025, 9 Mar 2025). country in the body or the query (default US); count " +
          "books (default 1) makes totalCost = base + additional × (count − 1) + handling. 400 on a bad date.",
        params: ZRatesPathSchema,
        querystring: ZRatesQuerySchema,
        body: ZRatesBodySchema,
        response: { 200: ZRatesSchema, ...errors },
      },
    },
    async (request) =>
      ratesOn(
        db,
        request.params.date,
        request.body?.country ?? request.query.country ?? "US",
        request.body?.count ?? 1,
      ),
  );

  app.get(
    "/api/data/values/:name",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Lookup values: comic, magazine or manga titles, publishers, variants or signees",
        description:
          "Case-insensitive; values starting with the text first, then (from 3 characters) values " +
          "containing it; 20 at most. Titles carry their publisher and years.",
        params: ZLookupPathSchema,
        querystring: ZLookupQuerySchema,
        response: { 200: ZLookupValuesSchema, ...errors },
      },
    },
    async (request) => ({ values: await lookupValuesOf(db, request.params.name, request.query.value) }),
  );

  app.post(
    "/api/data/comicbook/search",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Catalogue series by title, publisher, year and collectible type, 20 a page",
        description: "Title and publisher match by contains (titles starting with the text first).",
        body: ZComicSearchBodySchema,
        response: { 200: ZComicSearchPageSchema, ...errors },
      },
    },
    async (request) => searchComicBooks(db, request.body),
  );

  app.get(
    "/api/data/comic/:uniqueId",
    {
      config: { claims: reholderClaims },
      schema: {
        tags: TAGS,
        summary: "A comic by its 14-character unique id (reholder search)",
        description:
          "400 'Reholder search needs exactly 14 characters' style message (domain validateReholderSearch) " +
          "when the id is not 14 characters of a unique id; 404 when no comic has it.",
        params: ZReholderPathSchema,
        response: { 200: ZReholderComicSchema, ...errors },
      },
    },
    async (request) => findReholderComic(db, request.params.uniqueId),
  );

  app.get(
    "/api/conventions/:id",
    {
      config: { claims: CONVENTION_CLAIMS },
      schema: {
        tags: TAGS,
        summary:
          "-60: the origins (conventions not older than 3 days, and upcoming, then Mail and Walk In); an id: that convention",
        description:
          "The spec's origins call is GET /api/conventions/-60; any negative number answers the origins (the " +
          "window is §9's 3 days whatever the number). Fixed origin ids: 'Mail' and 'WalkIn'; an event's id is " +
          "its convention id. A positive id answers that convention (id, title, date, address), 404 if none; " +
          "to whoever may edit conventions (the /conventions menu claim) with its version and picture address " +
          "(the content module's read, for the convention detail screen).",
        params: ZConventionPathSchema,
        response: { 200: z.union([ZOriginsSchema, ZContentConventionSchema, ZConventionSchema]), ...errors },
      },
    },
    async (request) => {
      if (request.params.id < 0) return { origins: await listOriginsOn(db) };
      return hasAnyClaim(request.worker!.claims, CONTENT_CLAIMS)
        ? getConventionDetail(db, context.blobs, request.params.id)
        : getConvention(db, request.params.id);
    },
  );
}
