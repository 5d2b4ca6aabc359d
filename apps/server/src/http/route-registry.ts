import type { Embed } from "./embedded-records";

/** Every /api/ route with what it requires; the route-walk test proves each one is enforced. */
export type RegisteredRoute = {
  method: string;
  url: string;
  /** null: public route. [] : any signed-in worker. */
  claims: readonly string[] | null;
  /** Records of another area its answer carries, withheld from workers without that area's claims. */
  embeds: readonly Embed[];
};

export type RouteRegistry = { routes: RegisteredRoute[] };

export function createRouteRegistry(): RouteRegistry {
  return { routes: [] };
}
