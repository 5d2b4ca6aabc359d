import type { TUserProfile } from "@gbo/contracts/auth";
import { api } from "../../../api";
import type { TokenResponse } from "../../../auth/identity";

// One place for the account calls of administration §7 "Profile and account". Forms show their own
// heading and model-state messages, so these calls are quiet (no generic toast).

export const CAPTCHA_PATH = "/api/account/captcha";

export function recoverAccount(body: { email: string; altcha: string }) {
  return api.post<unknown>("/api/account/recover", body, { isQuiet: true });
}

export function resetPassword(body: { token: string; password: string }) {
  return api.post<unknown>("/api/account/reset", body, { isQuiet: true });
}

export function verifyEmail(body: { token: string }) {
  return api.post<unknown>("/api/account/verify", body, { isQuiet: true });
}

export function changePassword(body: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) {
  return api.post<TokenResponse>("/api/account/password", body, { isQuiet: true });
}

export type UserProfile = TUserProfile;

export function getUserProfile() {
  return api.get<UserProfile>("/api/userprofile");
}

export function updateUserProfile(body: { displayName: string; email: string }) {
  return api.post<UserProfile>("/api/userprofile", body, { isQuiet: true });
}
