import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { customerActivityRoutes } from "./activity/routes";
import { customerProfileRoutes } from "./profile/routes";

/** Customers (issue 13): the profile (search, add, member, addresses) and the activity reads. */
export async function customersRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await customerProfileRoutes(app, context);
  await customerActivityRoutes(app, context);
}
