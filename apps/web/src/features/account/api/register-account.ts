import { api } from "../../../api";

/** POST /api/account/register: an inactive account without claims, until a manager activates it. */
export function registerAccount(body: {
  userName: string;
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  altcha: string;
}) {
  return api.post<{ message: string }>("/api/account/register", body, { isQuiet: true });
}
