import { api } from "../../../api";

/** POST /api/account/reset: the one-time token from the e-mailed link and the new password. */
export function resetPassword(body: { token: string; password: string }) {
  return api.post<unknown>("/api/account/reset", body, { isQuiet: true });
}
