// The password rule of DESIGN §7 (10 to 128 characters, no common password), written once here so the
// server (which enforces it) and the web form (which shows it early) cannot drift apart.
import { COMMON_PASSWORDS } from "./common-passwords";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  tooCommon: "This password is too common. Choose one that is harder to guess.",
  mismatch: "The new password and confirmation password do not match.",
  sameAsCurrent: "The new password must be different from the current password.",
  currentWrong: "The current password is incorrect.",
} as const;

/** Every problem with a new password, in the order a form shows them; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  // Length counts characters as a person sees them (code points), not UTF-16 units: an emoji is one.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push(PASSWORD_MESSAGES.tooCommon);
  return problems;
}
