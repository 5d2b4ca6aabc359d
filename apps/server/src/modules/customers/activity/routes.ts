// A customer's activity (issue 13, administration §7 Users and related reads): orders, completed orders,
// comics, history, rewards and the reset-password notice. Every call needs the menu table's claims for
// /users (worker or user; admin holds all) and answers 404 for an unknown customer.
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZCustomerAuditPageSchema,
  ZCustomerAuditPathSchema,
  ZCustomerComicsPageSchema,
  ZCustomerComicsPathSchema,
  ZCustomerCompletedOrdersPathSchema,
  ZCustomerOrdersPageSchema,
  ZCustomerOrdersPathSchema,
  ZCustomerPathSchema,
  ZCustomerResetPasswordSchema,
  ZCustomerRewardsPathSchema,
  ZCustomerRewardsSchema,
} from "@gbo/contracts/customer-activity";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { listCustomerAudit } from "./customer-audit";
import { listCustomerComics } from "./customer-comics";
import { requireCustomer } from "./customer-lookup";
import { listCompletedOrders, listCustomerOrders } from "./customer-orders";
import { getCustomerRewards } from "./customer-rewards";
import { resetCustomerPassword } from "./reset-customer-password";

const TAGS = ["customers"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };

export async function customerActivityRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config, mail } = context;
  const claims = [...menuClaimsFor("/users")];

  app.get(
    "/api/orders/user/:userId/:a/:b/:c/:d/:search?",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "A customer's orders, a page at a time (the screens ask for 300, newest first)",
        description:
          "a: page from 1; b: page size 1-300; c: sort by date, newest or oldest; d: all, open (not Completed " +
          "or Cancelled), completed or cancelled; search: order id prefix, any case.",
        params: ZCustomerOrdersPathSchema,
        response: { 200: ZCustomerOrdersPageSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, a, b, c, d, search } = request.params;
      await requireCustomer(db, userId);
      return listCustomerOrders(db, userId, { page: a, pageSize: b, sort: c, state: d, search });
    },
  );

  app.get(
    "/api/orders/userCompletedOrders/:id/:page",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "A customer's completed orders, newest first, 10 a page (administration §9)",
        params: ZCustomerCompletedOrdersPathSchema,
        response: { 200: ZCustomerOrdersPageSchema, ...errors },
      },
    },
    async (request) => {
      await requireCustomer(db, request.params.id);
      return listCompletedOrders(db, request.params.id, request.params.page);
    },
  );

  app.get(
    "/api/orders/userreward/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary:
          "A customer's rewards: available, original, applied, the orders that spent them and the changes",
        params: ZCustomerRewardsPathSchema,
        response: { 200: ZCustomerRewardsSchema, ...errors },
      },
    },
    async (request) => getCustomerRewards(db, await requireCustomer(db, request.params.id)),
  );

  app.get(
    "/api/comics/user/:userId/:start/:search?",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "The comics of a customer's orders, newest order first, 50 a page",
        description:
          "start: page from 1; search: part of the title (any case) or a certification number prefix.",
        params: ZCustomerComicsPathSchema,
        response: { 200: ZCustomerComicsPageSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, start, search } = request.params;
      await requireCustomer(db, userId);
      return listCustomerComics(db, userId, start, search);
    },
  );

  app.get(
    "/api/users/:id/audit/:a/:b?",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "A customer's history (who, when, field, old and new value), newest first, 50 a page",
        description: "a: page from 1; b (optional): only entries of this field, e.g. password, any case.",
        params: ZCustomerAuditPathSchema,
        response: { 200: ZCustomerAuditPageSchema, ...errors },
      },
    },
    async (request) => {
      const { id, a, b } = request.params;
      await requireCustomer(db, id);
      return listCustomerAudit(db, id, a, b);
    },
  );

  app.post(
    "/api/users/:id/resetPassword",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "E-mail the customer a notice with the public site's reset page; kept in the history",
        description:
          "At most one per customer in 10 minutes: a second request inside that window answers 429.",
        params: ZCustomerPathSchema,
        response: { 200: ZCustomerResetPasswordSchema, ...errors, 429: ZErrorBodySchema },
      },
    },
    async (request) => {
      const customer = await requireCustomer(db, request.params.id);
      return resetCustomerPassword({ db, config, mail, worker: request.worker!, customer });
    },
  );
}
