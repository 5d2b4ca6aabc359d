import { client, dataOf, quiet } from "../../../api";

/** POST /api/account/password: answers fresh tokens so this session continues (others end). */
export async function changePassword(body: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) {
  return dataOf(await client.POST("/api/account/password", { body, fetch: quiet }));
}
