/** Every /api/ route with what it requires; the route-walk test proves each one is enforced. */
export type RegisteredRoute = {
  method: string;
  url: string;
  /** null: public route. [] : any signed-in worker. */
  claims: readonly string[] | null;
};

export type RouteRegistry = { routes: RegisteredRoute[] };

export function createRouteRegistry(): RouteRegistry {
  return { routes: [] };
}
