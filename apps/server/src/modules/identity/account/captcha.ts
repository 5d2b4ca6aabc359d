import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { claimCaptcha } from "./account.queries";

const ALGORITHM = "PBKDF2/SHA-256";
const EXPIRES_IN_SECONDS = 10 * 60;

/** Captcha keys derive from the server secret, so every process of one deployment accepts the same challenges. */
function secrets(jwtSecret: Uint8Array) {
  const derive = (label: string) => createHmac("sha256", jwtSecret).update(label).digest("hex");
  return { signature: derive("altcha-signature"), keySignature: derive("altcha-key-signature") };
}

/** A self-hosted ALTCHA proof-of-work challenge, as the altcha widget fetches it. */
export async function createCaptchaChallenge(
  config: Pick<AppConfig, "jwtSecret" | "captcha">,
): Promise<Challenge> {
  const { signature, keySignature } = secrets(config.jwtSecret);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: config.captcha.cost,
    counter: randomInt(config.captcha.counterMax, config.captcha.counterMin),
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
    expiresAt: Math.floor(Date.now() / 1000) + EXPIRES_IN_SECONDS,
  });
}

type Payload = { challenge: Challenge; solution: Solution };

function parsePayload(payload: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Partial<Payload>;
    if (!parsed.challenge?.parameters || !parsed.solution) return null;
    return parsed as Payload;
  } catch {
    return null;
  }
}

/** True for a correctly solved, unexpired challenge of ours that was not used before. */
export async function isCaptchaSolved(options: {
  db: Db;
  config: Pick<AppConfig, "jwtSecret">;
  payload: string;
}): Promise<boolean> {
  const parsed = parsePayload(options.payload);
  if (!parsed) return false;
  const { signature, keySignature } = secrets(options.config.jwtSecret);
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  }).catch(() => null);
  if (!result?.verified) return false;
  return claimCaptcha(options.db, `${parsed.challenge.parameters.nonce}:${parsed.challenge.parameters.salt}`);
}
