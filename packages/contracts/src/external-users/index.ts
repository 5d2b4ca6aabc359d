// External users (issue 13, administration §3, §7): list, one, create (name and prefix). The prefix
// feeds the global search's reference lookup.
import { z } from "zod";
import { ZInt32Schema, ZLineSchema, ZRowIdTextSchema } from "../common/index";

export const ZExternalUserSchema = z
  .object({
    id: ZInt32Schema(),
    name: z.string(),
    prefix: z.string(),
    createdAt: z.string(),
    version: ZInt32Schema(),
  })
  .meta({ id: "ExternalUser" });
export type TExternalUser = z.infer<typeof ZExternalUserSchema>;

/** GET /api/data/external?search=&sort= (the CSV export takes the same). */
export const EXTERNAL_USER_SORTS = ["name", "-name", "prefix", "-prefix"] as const;
export const ZExternalUsersQuerySchema = z.object({
  search: ZLineSchema(100).optional().describe("Part of the name or prefix"),
  sort: z.enum(EXTERNAL_USER_SORTS).default("name"),
});
export type TExternalUsersQuery = z.infer<typeof ZExternalUsersQuerySchema>;

export const ZExternalUserIdPathSchema = z.object({ id: ZRowIdTextSchema });
export const ZCreateExternalUserPathSchema = z.object({ name: ZLineSchema(100), prefix: ZLineSchema(20) });
