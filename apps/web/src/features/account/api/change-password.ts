import { api } from "../../../api";
import type { TokenResponse } from "../../../auth/identity";

/** POST /api/account/password: answers fresh tokens so this session continues (others end). */
export function changePassword(body: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) {
  return api.post<TokenResponse>("/api/account/password", body, { isQuiet: true });
}
