import { describe, expect, it } from "vitest";
import { createAccessTokenVerifier, signAccessToken } from "./access-token";

const secret = new TextEncoder().encode("a-test-secret-of-enough-length-000000");
const otherSecret = new TextEncoder().encode("another-secret-of-enough-length-11111");
const claims = { workerId: "w1", tokenVersion: 3 };

describe("createAccessTokenVerifier", () => {
  it("accepts our token and answers it again from memory, until it expires", async () => {
    let clock = Date.now();
    const verify = createAccessTokenVerifier(secret, { now: () => clock });
    const token = await signAccessToken(claims, { secret, ttlSeconds: 60 });
    expect(await verify(token)).toEqual(claims);
    expect(await verify(token)).toEqual(claims);
    clock += 61_000;
    expect(await verify(token)).toBeNull();
  });

  it("refuses a token signed with another secret, an expired one and a tampered one", async () => {
    const verify = createAccessTokenVerifier(secret);
    expect(await verify(await signAccessToken(claims, { secret: otherSecret, ttlSeconds: 60 }))).toBeNull();
    expect(await verify(await signAccessToken(claims, { secret, ttlSeconds: -30 }))).toBeNull();
    const good = await signAccessToken(claims, { secret, ttlSeconds: 60 });
    const [header, , signature] = good.split(".");
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: "admin", ver: 3, iss: "gbo-backoffice", aud: "backoffice", exp: 9e9 }),
    ).toString("base64url");
    expect(await verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    // The good token verified after the refusals: a refusal is not remembered as anything.
    expect(await verify(good)).toEqual(claims);
  });

  it("stays bounded: a full memory starts over and still verifies", async () => {
    const verify = createAccessTokenVerifier(secret, { maxEntries: 2 });
    const tokens = await Promise.all(
      [1, 2, 3].map((n) =>
        signAccessToken({ workerId: `w${n}`, tokenVersion: n }, { secret, ttlSeconds: 60 }),
      ),
    );
    for (const token of tokens) expect(await verify(token)).not.toBeNull();
    expect(await verify(tokens[0]!)).toEqual({ workerId: "w1", tokenVersion: 1 });
  });
});
