import { isAdmin, parseClaims } from "@gbo/domain/claims";

/** The signed-in worker as the browser keeps it for the session (workflow §3 "Identity"). */
export type Identity = {
  userName: string;
  displayName: string;
  role: string;
  claims: string[];
  isAdmin: boolean;
  accessToken: string;
  refreshToken: string;
};

/** Answer of `POST /token` (DESIGN §6). */
export type TokenResponse = {
  userName: string;
  displayName?: string | null;
  userRole?: string | null;
  claims?: string | null;
  access_token: string;
  refresh_token?: string | null;
  expires_in?: number;
  token_type?: string;
};

export const DEFAULT_ROLE = "authenticated";

export function identityFromToken(answer: TokenResponse): Identity {
  const claims = parseClaims(answer.claims ?? "");
  return {
    userName: answer.userName,
    displayName: answer.displayName?.trim() || answer.userName,
    role: answer.userRole?.trim() || DEFAULT_ROLE,
    claims,
    isAdmin: isAdmin(claims),
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? "",
  };
}
