import { type ApiPaths, client, dataOf, quiet } from "../../../api";

// Account forms show their own heading and model-state messages, so their calls are quiet.

/** The captcha widget fetches its challenge itself, from this server path. */
export const CAPTCHA_PATH = "/api/account/captcha" satisfies keyof ApiPaths;

/** POST /api/account/recover: a reset link by e-mail, guarded by the captcha payload. */
export async function recoverAccount(body: { email: string; altcha: string }) {
  return dataOf(await client.POST("/api/account/recover", { body, fetch: quiet }));
}
