// Server paths typed by the API's paths (so a renamed server path or parameter is a compile error) where
// the typed client alone cannot say them: downloads and PDFs (bytes, not JSON), addresses a test pins,
// and the routes whose last segment is optional.
import { defaultPathSerializer, type PathSerializer } from "openapi-fetch";
import type { ApiPaths } from "./typed-client";

type GetParams<P extends keyof ApiPaths> = ApiPaths[P] extends { get: { parameters: infer A } } ? A : never;
type PathParams<P extends keyof ApiPaths> = GetParams<P> extends { path: infer T } ? T : never;
type QueryParams<P extends keyof ApiPaths> =
  GetParams<P> extends { query?: infer Q } ? NonNullable<Q> : never;

/** A GET path of the server with its parameters filled, encoded as the typed client encodes them. */
export function serverPath<P extends keyof ApiPaths>(path: P, params: PathParams<P>): string {
  return defaultPathSerializer(path, params as Record<string, unknown>);
}

/** A download's path and query as the screens have always sent it (URLSearchParams, empty values left out). */
export function downloadPath<P extends keyof ApiPaths>(
  path: P,
  params: PathParams<P>,
  query: QueryParams<P>,
): string {
  const filled = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return `${serverPath(path, params)}?${new URLSearchParams(filled)}`;
}

/**
 * The OpenAPI document gives a route with an optional last segment (`/:search?`, `/:start?`) in its full
 * form only. The screens have always left that segment off when it says nothing (an empty search or
 * filter, the first page: the server reads a missing segment so), and still do: pass this as the call's
 * `pathSerializer` and the segment's empty value ("" or 0).
 */
export const leaveOffEmptyLast: PathSerializer = (path, params) =>
  defaultPathSerializer(
    path.replace(/\/\{(\w+)\}$/, (segment, name: string) =>
      params[name] === "" || params[name] === 0 ? "" : segment,
    ),
    params,
  );
