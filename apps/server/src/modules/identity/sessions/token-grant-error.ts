/** An OAuth2 token-endpoint failure: always HTTP 400 with `error` and `error_description` (DESIGN §6). */
export class TokenGrantError extends Error {
  readonly error: string;
  readonly isVerificationRequired: boolean;

  constructor(error: string, description: string, options: { isVerificationRequired?: boolean } = {}) {
    super(description);
    this.name = "TokenGrantError";
    this.error = error;
    this.isVerificationRequired = options.isVerificationRequired ?? false;
  }
}

export const TOKEN_MESSAGES = {
  invalidClient: "The client_id is not valid.",
  unsupportedGrant: "The grant_type must be password or refresh_token.",
  missingCredentials: "Please enter a user name and a password.",
  wrongCredentials: "The user name or password is incorrect.",
  inactive: "This account is not active. Ask a manager to activate it.",
  unverified: "Please verify your e-mail address first: we have sent you a link.",
  missingRefreshToken: "The refresh_token is missing.",
  invalidRefreshToken: "The refresh token is invalid or has expired. Please sign in again.",
  throttled: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;
