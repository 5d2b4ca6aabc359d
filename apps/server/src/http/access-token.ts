import { webcrypto } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

const ISSUER = "gbo-backoffice";
const AUDIENCE = "backoffice";
const ALGORITHMS = ["HS256"];

export type AccessTokenClaims = { workerId: string; tokenVersion: number };

export async function signAccessToken(
  claims: AccessTokenClaims,
  options: { secret: Uint8Array; ttlSeconds: number },
): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.workerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + options.ttlSeconds)
    .sign(options.secret);
}

type VerifyKey = Uint8Array | webcrypto.CryptoKey;
type Verified = { claims: AccessTokenClaims; expiresAtMs: number };

/** Null for anything not a current, well-formed token of ours (bad signature, other algorithm, expired, …). */
export async function verifyAccessToken(token: string, secret: VerifyKey): Promise<AccessTokenClaims | null> {
  return (await verifyOnce(token, secret))?.claims ?? null;
}

async function verifyOnce(token: string, secret: VerifyKey): Promise<Verified | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["exp", "sub"],
    });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    if (typeof payload.exp !== "number") return null;
    return { claims: { workerId: payload.sub, tokenVersion: payload.ver }, expiresAtMs: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/**
 * The sign-in check's verifier. A station sends the same token on every request, and the HMAC check
 * through WebCrypto (key import, job dispatch) cost more CPU than the rest of a cached queue read, so a
 * token that verified once is remembered by its exact text until it expires. Only successes are kept
 * (a flood of forged tokens cannot fill it); the map is bounded and starts over when full. Whether
 * the worker is still active and the token version current is checked on every request, elsewhere.
 */
export function createAccessTokenVerifier(
  secret: Uint8Array,
  options: { maxEntries?: number; now?: () => number } = {},
): (token: string) => Promise<AccessTokenClaims | null> {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const key = webcrypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  let verified = new Map<string, Verified>();
  return async (token) => {
    const hit = verified.get(token);
    if (hit) {
      if (now() < hit.expiresAtMs) return hit.claims;
      verified.delete(token);
      return null;
    }
    const result = await verifyOnce(token, await key);
    if (!result) return null;
    if (verified.size >= maxEntries) verified = new Map();
    verified.set(token, result);
    return result.claims;
  };
}
