import type { TTokenError } from "@gbo/contracts/auth";
import type { FastifyRequest } from "fastify";

/** The OAuth2 token endpoint: its failures answer `{ error, error_description }` (RFC 6749 §5.2). */
export const TOKEN_ROUTE_URL = "/token";

export function isOAuthRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url === TOKEN_ROUTE_URL;
}

/** A refused token request in the OAuth2 shape the sign-in screen reads. */
export function oauthError(description: string, error = "invalid_request"): TTokenError {
  return { error, error_description: description };
}
