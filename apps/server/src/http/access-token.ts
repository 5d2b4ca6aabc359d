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

/** Null for anything not a current, well-formed token of ours (bad signature, other algorithm, expired, …). */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["exp", "sub"],
    });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    return { workerId: payload.sub, tokenVersion: payload.ver };
  } catch {
    return null;
  }
}
