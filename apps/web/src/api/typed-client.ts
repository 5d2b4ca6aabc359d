// The web app's calls typed by the server's OpenAPI document (issue 28 point 5): paths, path and query
// parameters, bodies and answers come from schema.gen.ts (generated, kept current by the server's
// web-api-types test), so the compiler checks every call against the server. Calls go through the
// same session exchange as `api` (token, one refresh, session end, a toast on failure) and throw
// ApiError on failure, so `dataOf` always has the answer:
//   const worker = dataOf(await client.GET("/api/workers/{id}", { params: { path: { id } } }));
// A call whose failure the screen shows itself passes `fetch: quiet` (the `isQuiet` of `api`).
import createClient from "openapi-fetch";
import type { ApiClient } from "./http-client";
import type { paths } from "./schema.gen";

export type ApiPaths = paths;

export function createTypedClient(api: Pick<ApiClient, "fetchRequest">, origin: string) {
  return {
    client: createClient<paths>({ baseUrl: origin, fetch: (request) => api.fetchRequest(request) }),
    quiet: (request: Request) => api.fetchRequest(request, { isQuiet: true }),
  };
}

/** The answer of a typed call (a failed call has already thrown ApiError). */
export function dataOf<T extends { data?: unknown }>(answer: T): NonNullable<T["data"]> {
  return answer.data as NonNullable<T["data"]>;
}
