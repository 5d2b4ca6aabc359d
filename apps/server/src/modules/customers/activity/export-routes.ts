// CSV exports of a customer's lists (issue 13 "lists people expect"): the whole filtered list, streamed.
// Same claims as the lists (the /users menu link: worker or user; admin holds all); 404 for an unknown
// customer before anything is sent.
import { Readable } from "node:stream";
import { ZErrorBodySchema, ZLineSchema } from "@gbo/contracts/common";
import { CUSTOMER_ORDER_SORTS, CUSTOMER_ORDER_STATES } from "@gbo/contracts/customer-activity";
import { ZCustomerIdPathSchema } from "@gbo/contracts/customers";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../app-context";
import { customerAuditCsv, customerComicsCsv, customerOrdersCsv } from "./activity-csv";
import { requireCustomer } from "./customer-lookup";

const TAGS = ["customers"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };

function sendCsv(reply: FastifyReply, fileName: string, rows: AsyncGenerator<string>) {
  reply.header("Content-Type", "text/csv; charset=utf-8");
  reply.header("Content-Disposition", `attachment; filename="${fileName}"`);
  return reply.send(Readable.from(rows));
}

export async function customerExportRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...menuClaimsFor("/users")];

  app.get(
    "/api/orders/user/:id/export.csv",
    {
      config: { answers: "text/csv", claims },
      schema: {
        tags: TAGS,
        summary: "Every order of a customer the filters find, as CSV, streamed (no row cap)",
        description:
          "state: all, open, completed or cancelled; sort: newest or oldest; search: order id prefix.",
        params: ZCustomerIdPathSchema,
        querystring: z.object({
          state: z.enum(CUSTOMER_ORDER_STATES).default("all"),
          sort: z.enum(CUSTOMER_ORDER_SORTS).default("newest"),
          search: ZLineSchema(40).optional(),
        }),
        response: errors,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await requireCustomer(db, id);
      return sendCsv(reply, `customer-${id}-orders.csv`, customerOrdersCsv(db, id, request.query));
    },
  );

  app.get(
    "/api/comics/user/:id/export.csv",
    {
      config: { answers: "text/csv", claims },
      schema: {
        tags: TAGS,
        summary: "Every comic of a customer's orders the search finds, as CSV, streamed (no row cap)",
        description: "search: part of the title (any case) or a certification number prefix.",
        params: ZCustomerIdPathSchema,
        querystring: z.object({ search: ZLineSchema(100).optional() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await requireCustomer(db, id);
      return sendCsv(reply, `customer-${id}-comics.csv`, customerComicsCsv(db, id, request.query.search));
    },
  );

  app.get(
    "/api/users/:id/audit/export.csv",
    {
      config: { answers: "text/csv", claims },
      schema: {
        tags: TAGS,
        summary: "A customer's whole history as CSV, newest first, streamed",
        description: "field (optional): only entries of this field, any case.",
        params: ZCustomerIdPathSchema,
        querystring: z.object({ field: ZLineSchema(60).optional() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await requireCustomer(db, id);
      return sendCsv(reply, `customer-${id}-history.csv`, customerAuditCsv(db, id, request.query.field));
    },
  );
}
