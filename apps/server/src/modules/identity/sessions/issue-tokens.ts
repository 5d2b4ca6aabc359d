import { randomUUID } from "node:crypto";
import type { TTokenResponse } from "@gbo/contracts/auth";
import { formatClaims, parseClaims } from "@gbo/domain/claims";
import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import type { WorkerRow } from "../../../db/schema/index";
import { signAccessToken } from "../../../http/access-token";
import { hashOpaqueToken, newOpaqueToken } from "../opaque-token";
import { insertRefreshToken } from "./token.queries";

export type IssuedSession = TTokenResponse & { familyId: string };

/**
 * Answers a successful grant: a short-lived JWT plus an opaque refresh token. Without `family` this starts a
 * new family (a sign-in) whose absolute end is now + REFRESH_TOKEN_TTL_HOURS; with it, rotation keeps that end.
 */
export async function issueTokens(options: {
  db: Db;
  config: Pick<AppConfig, "jwtSecret" | "accessTokenTtlSeconds" | "refreshTokenTtlHours">;
  worker: Pick<WorkerRow, "id" | "userName" | "displayName" | "role" | "claims" | "tokenVersion">;
  family?: { id: string; expiresAt: Date };
}): Promise<IssuedSession> {
  const { db, config, worker } = options;
  const family = options.family ?? {
    id: randomUUID(),
    expiresAt: new Date(Date.now() + config.refreshTokenTtlHours * 3_600_000),
  };
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(db, {
    tokenHash: hashOpaqueToken(refreshToken),
    familyId: family.id,
    workerId: worker.id,
    expiresAt: family.expiresAt,
  });
  const accessToken = await signAccessToken(
    { workerId: worker.id, tokenVersion: worker.tokenVersion },
    { secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds },
  );
  return {
    userName: worker.userName,
    displayName: worker.displayName || worker.userName,
    userRole: worker.role || "authenticated",
    claims: formatClaims(parseClaims(worker.claims)),
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: config.accessTokenTtlSeconds,
    token_type: "bearer",
    familyId: family.id,
  };
}

export function toTokenResponse(session: IssuedSession): TTokenResponse {
  const { familyId: _familyId, ...response } = session;
  return response;
}
