import { api } from "../../../api";

/** POST /api/account/verify: confirms the e-mail address with the token from the e-mailed link. */
export function verifyEmail(body: { token: string }) {
  return api.post<unknown>("/api/account/verify", body, { isQuiet: true });
}
