import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyInstance } from "fastify";

/** Fetches a challenge and solves it the way the altcha widget does; answers the `altcha` form value. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: "GET", url: "/api/account/captcha" })).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error("captcha not solved in time");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
