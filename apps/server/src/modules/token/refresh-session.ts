import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { findWorkerById } from "../workers/workers.queries";
import { type IssuedSession, issueTokens } from "./issue-tokens";
import { hashOpaqueToken } from "./opaque-token";
import { consumeRefreshToken, findRefreshToken, revokeFamily } from "./token.queries";
import { TOKEN_MESSAGES, TokenGrantError } from "./token-grant-error";

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
