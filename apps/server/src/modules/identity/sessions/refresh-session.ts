import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { hashOpaqueToken } from "../opaque-token";
import { findWorkerById } from "../workers.queries";
import { type IssuedSession, issueTokens } from "./issue-tokens";
import { consumeRefreshToken, findRefreshToken, type RefreshTokenRow, revokeFamily } from "./token.queries";
import { TOKEN_MESSAGES, TokenGrantError } from "./token-grant-error";

/**
 * Tabs of one browser share the stored refresh token and may refresh together; a second use this soon after
 * the first is that race, not a stolen token, so it gets a sibling in the same family instead of a revocation.
 */
export const REUSE_LEEWAY_MS = 5_000;

function isConcurrentRefresh(row: RefreshTokenRow): boolean {
  return (
    row.usedAt !== null &&
    row.revokedAt === null &&
    row.expiresAt.getTime() > Date.now() &&
    Date.now() - row.usedAt.getTime() < REUSE_LEEWAY_MS
  );
}

/** Rotates a refresh token: single use, same family, same absolute end; a replayed one revokes its family. */
export async function refreshSession(options: {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  refreshToken: string;
}): Promise<IssuedSession> {
  const { db, config, log } = options;
  if (!options.refreshToken) throw new TokenGrantError("invalid_request", TOKEN_MESSAGES.missingRefreshToken);
  const tokenHash = hashOpaqueToken(options.refreshToken);
  const current = await consumeRefreshToken(db, tokenHash);
  if (!current) {
    const known = await findRefreshToken(db, tokenHash);
    if (known && isConcurrentRefresh(known)) {
      // Two tabs of one browser refreshed with the same stored token at once: both stay signed in.
      const worker = await findWorkerById(db, known.workerId);
      if (worker?.isActive) {
        log.info(
          { userName: worker.userName, family: known.familyId },
          "refresh: concurrent use within leeway",
        );
        return issueTokens({
          db,
          config,
          worker,
          family: { id: known.familyId, expiresAt: known.expiresAt },
        });
      }
    }
    if (known?.usedAt && !known.revokedAt) {
      // A used token presented again means it leaked (or a tab raced): end that whole sign-in.
      await revokeFamily(db, known.familyId);
      log.warn(
        { workerId: known.workerId, family: known.familyId },
        "refresh: reuse detected, family revoked",
      );
    } else {
      log.warn(
        { workerId: known?.workerId, reason: known ? "revoked or expired" : "unknown" },
        "refresh: refused",
      );
    }
    throw new TokenGrantError("invalid_grant", TOKEN_MESSAGES.invalidRefreshToken);
  }
  const worker = await findWorkerById(db, current.workerId);
  if (!worker?.isActive) {
    await revokeFamily(db, current.familyId);
    log.warn({ workerId: current.workerId, reason: "inactive" }, "refresh: refused");
    throw new TokenGrantError("invalid_grant", TOKEN_MESSAGES.invalidRefreshToken);
  }
  const session = await issueTokens({
    db,
    config,
    worker,
    family: { id: current.familyId, expiresAt: current.expiresAt },
  });
  log.info({ userName: worker.userName, family: current.familyId }, "refresh: ok");
  return session;
}
