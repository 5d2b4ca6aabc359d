import { client, dataOf, quiet } from "../../../api";

/** POST /api/account/verify: confirms the e-mail address with the token from the e-mailed link. */
export async function verifyEmail(body: { token: string }) {
  return dataOf(await client.POST("/api/account/verify", { body, fetch: quiet }));
}
