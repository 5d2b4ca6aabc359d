import type { TokenResponse } from "../auth/identity";
import { readJson } from "./api-error";

export const CLIENT_ID = "backoffice";
export const TOKEN_PATH = "/token";

/** A refused token call: the OAuth2 error code and description, and whether e-mail verification is demanded. */
export class TokenError extends Error {
  readonly code: string | number;
  readonly isVerificationRequired: boolean;

  constructor(code: string | number, description: string, isVerificationRequired = false) {
    super(description);
    this.name = "TokenError";
    this.code = code;
    this.isVerificationRequired = isVerificationRequired;
  }
}

type TokenFailure = { error?: string; error_description?: string; verification?: boolean };

/** Posts a grant to the token endpoint (x-www-form-urlencoded, no bearer). */
export async function postToken(
  fetchImpl: typeof fetch,
  grant: Record<string, string>,
  fallbackMessage: string,
): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await fetchImpl(TOKEN_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ client_id: CLIENT_ID, ...grant }).toString(),
    });
  } catch {
    throw new TokenError(0, fallbackMessage);
  }
  const body = await readJson(response);
  if (response.ok && typeof body === "object" && body !== null && "access_token" in body) {
    return body as TokenResponse;
  }
  const failure = (typeof body === "object" && body !== null ? body : {}) as TokenFailure;
  if (failure.error) {
    throw new TokenError(failure.error, failure.error_description ?? "", failure.verification === true);
  }
  throw new TokenError(0, fallbackMessage);
}

export function passwordGrant(username: string, password: string): Record<string, string> {
  return { grant_type: "password", username, password };
}

export function refreshGrant(refreshToken: string): Record<string, string> {
  return { grant_type: "refresh_token", refresh_token: refreshToken };
}
