import { api } from "../../../api";

// Account forms show their own heading and model-state messages, so their calls are quiet.

export const CAPTCHA_PATH = "/api/account/captcha";

/** POST /api/account/recover: a reset link by e-mail, guarded by the captcha payload. */
export function recoverAccount(body: { email: string; altcha: string }) {
  return api.post<unknown>("/api/account/recover", body, { isQuiet: true });
}
