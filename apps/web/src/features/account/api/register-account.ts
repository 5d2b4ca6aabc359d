import { client, dataOf, quiet } from "../../../api";

/** POST /api/account/register: an inactive account without claims, until a manager activates it. */
export async function registerAccount(body: {
  userName: string;
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  altcha: string;
}) {
  return dataOf(await client.POST("/api/account/register", { body, fetch: quiet }));
}
