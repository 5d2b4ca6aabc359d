import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { customerExportRoutes } from "./activity/export-routes";
import { customerActivityRoutes } from "./activity/routes";
import { customerProfileRoutes } from "./profile/routes";

/** Customers (issue 13): the profile (search, add, member, addresses) and the activity reads and their CSV exports. */
export async function customersRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await customerProfileRoutes(app, context);
  await customerActivityRoutes(app, context);
  await customerExportRoutes(app, context);
}
