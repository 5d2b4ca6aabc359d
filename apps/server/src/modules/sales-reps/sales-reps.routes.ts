// Sales reps (administration §7): list, CSV export, one rep with its summary, create, update, delete,
// and the rep's orders. Every call needs the menu table's claim for /salesmanagers (user; admin holds all).
import { Readable } from "node:stream";
import { ZErrorBodySchema, ZLineSchema, ZOkSchema } from "@gbo/contracts/common";
import {
  ZCreateSalesRepSchema,
  ZSalesRepDetailSchema,
  ZSalesRepOrdersPageSchema,
  ZSalesRepOrdersPathSchema,
  ZSalesRepPathSchema,
  ZSalesRepsFilterSchema,
  ZSalesRepsPageSchema,
  ZSalesRepsQuerySchema,
  ZUpdateSalesRepSchema,
} from "@gbo/contracts/sales-reps";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { AppError } from "../../http/errors";
import { listSalesRepOrders, salesRepOrdersCsv } from "./sales-rep-orders";
import {
  createSalesRep,
  deleteSalesRep,
  findSalesRep,
  getSalesRep,
  SALES_REP_NOT_FOUND,
  updateSalesRep,
} from "./sales-rep-write";
import { listSalesReps, salesRepsCsv } from "./sales-reps-list";

const TAGS = ["sales reps"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };

export async function salesRepsRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...menuClaimsFor("/salesmanagers")];

  app.get(
    "/api/salesmanager/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Sales reps, a page at a time, searched and sorted",
        description: "search matches part of the code or name (case-insensitive); pageSize at most 100.",
        querystring: ZSalesRepsQuerySchema,
        response: { 200: ZSalesRepsPageSchema, ...errors },
      },
    },
    async (request) => listSalesReps(db, request.query),
  );

  app.get(
    "/api/salesmanager/export.csv",
    {
      config: { answers: "text/csv", claims },
      schema: {
        tags: TAGS,
        summary: "The whole filtered list as CSV, streamed (no row cap)",
        querystring: ZSalesRepsFilterSchema,
      },
    },
    async (request, reply) => {
      reply.header("Content-Type", "text/csv; charset=utf-8");
      reply.header("Content-Disposition", 'attachment; filename="sales-reps.csv"');
      return reply.send(Readable.from(salesRepsCsv(db, request.query)));
    },
  );

  app.get(
    "/api/salesmanager/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "One sales rep (by rep code) with order count, open orders and total",
        params: ZSalesRepPathSchema,
        response: { 200: ZSalesRepDetailSchema, ...errors },
      },
    },
    async (request) => getSalesRep(db, request.params.id),
  );

  app.post(
    "/api/salesmanager/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Add a sales rep (code unique, letters and digits)",
        body: ZCreateSalesRepSchema,
        response: { 200: ZSalesRepDetailSchema, ...errors },
      },
    },
    async (request) => createSalesRep(db, request.log, request.worker!, request.body),
  );

  app.put(
    "/api/salesmanager/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Change a sales rep's names (with the version read; stale → 409)",
        params: ZSalesRepPathSchema,
        body: ZUpdateSalesRepSchema,
        response: { 200: ZSalesRepDetailSchema, 409: ZErrorBodySchema, ...errors },
      },
    },
    async (request) => updateSalesRep(db, request.log, request.worker!, request.params.id, request.body),
  );

  app.delete(
    "/api/salesmanager/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Delete a sales rep; refused (400) while any order names the rep",
        params: ZSalesRepPathSchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) => deleteSalesRep(db, request.log, request.worker!, request.params.id),
  );

  app.get(
    "/api/orders/salesmanager/:id/export.csv",
    {
      config: { answers: "text/csv", claims },
      schema: {
        tags: TAGS,
        summary: "All of a sales rep's orders the search finds, as CSV, streamed (no row cap)",
        description: "search: an order id prefix or part of the customer name. Newest first.",
        params: z.object({ id: ZLineSchema(40) }),
        querystring: z.object({ search: ZLineSchema(100).optional() }),
      },
    },
    async (request, reply) => {
      const rep = await findSalesRep(db, request.params.id);
      if (!rep) throw new AppError("not_found", SALES_REP_NOT_FOUND);
      reply.header("Content-Type", "text/csv; charset=utf-8");
      reply.header("Content-Disposition", `attachment; filename="sales-rep-${rep.repCode}-orders.csv"`);
      return reply.send(Readable.from(salesRepOrdersCsv(db, rep.repCode, request.query.search)));
    },
  );

  app.get(
    "/api/orders/salesmanager/:id/:page/:search?",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "A sales rep's orders, newest first, 1000 a page (administration §9)",
        description: "search: an order id prefix or part of the customer name.",
        params: ZSalesRepOrdersPathSchema,
        response: { 200: ZSalesRepOrdersPageSchema, ...errors },
      },
    },
    async (request) => {
      const rep = await findSalesRep(db, request.params.id);
      if (!rep) throw new AppError("not_found", SALES_REP_NOT_FOUND);
      return listSalesRepOrders(db, rep.repCode, request.params.page, request.params.search);
    },
  );
}
