import { client, dataOf, quiet } from "../../../api";

/** POST /api/account/reset: the one-time token from the e-mailed link and the new password. */
export async function resetPassword(body: { token: string; password: string }) {
  return dataOf(await client.POST("/api/account/reset", { body, fetch: quiet }));
}
