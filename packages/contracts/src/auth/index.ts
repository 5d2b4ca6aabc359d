import { z } from "zod";
import { TEXT_LIMITS, ZSafeIntSchema } from "../common/index";

// Every field a client sends is bounded (decisions D13): names and e-mails by TEXT_LIMITS.name, tokens by
// TEXT_LIMITS.token, passwords by PASSWORD_INPUT_MAX. The password policy (domain/account, at most 128
// characters) still speaks for new passwords; this bound only keeps hostile sizes out of argon2 and logs.

/** Longest password accepted on the wire; above the policy's 128 so the policy's own message is shown. */
export const PASSWORD_INPUT_MAX = 1024;
/** Longest ALTCHA payload (base64 JSON of challenge and solution, a few hundred characters). */
export const CAPTCHA_PAYLOAD_MAX = 4096;

const ZPasswordInputSchema = z.string().max(PASSWORD_INPUT_MAX);
const ZTokenInputSchema = z.string().max(TEXT_LIMITS.token);
const ZEmailInputSchema = z.email("Invalid email format").max(TEXT_LIMITS.name);

/** POST /token body (application/x-www-form-urlencoded). */
export const ZTokenRequestSchema = z.object({
  client_id: z.string().max(64).optional(),
  grant_type: z.string().max(64).optional(),
  username: z.string().max(TEXT_LIMITS.name).optional().describe("User name or e-mail"),
  password: ZPasswordInputSchema.optional(),
  refresh_token: ZTokenInputSchema.optional(),
});
export type TTokenRequest = z.infer<typeof ZTokenRequestSchema>;

export const ZTokenResponseSchema = z
  .object({
    userName: z.string(),
    displayName: z.string(),
    userRole: z.string(),
    /** Comma-separated claim list, as the spec's identity carries it. */
    claims: z.string(),
    access_token: z.string(),
    refresh_token: z.string(),
    expires_in: ZSafeIntSchema(),
    token_type: z.literal("bearer"),
  })
  .meta({ id: "TokenResponse" });
export type TTokenResponse = z.infer<typeof ZTokenResponseSchema>;

export const ZTokenErrorSchema = z
  .object({
    error: z.string(),
    error_description: z.string(),
    /** Set when the e-mail address must be verified first (a link has been sent). */
    verification: z.boolean().optional(),
  })
  .meta({ id: "TokenError" });
export type TTokenError = z.infer<typeof ZTokenErrorSchema>;

export const ZChangePasswordSchema = z.object({
  currentPassword: ZPasswordInputSchema,
  newPassword: ZPasswordInputSchema,
  confirmPassword: ZPasswordInputSchema,
});
export type TChangePassword = z.infer<typeof ZChangePasswordSchema>;

/** An ALTCHA challenge as the altcha widget expects it from its challenge URL. */
export const ZCaptchaChallengeSchema = z
  .object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  })
  .loose();
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallengeSchema>;

export const ZRecoverSchema = z.object({
  email: z.string().max(TEXT_LIMITS.name),
  /** The altcha widget's payload (base64 JSON of challenge + solution). */
  altcha: z.string().max(CAPTCHA_PAYLOAD_MAX),
});
export type TRecover = z.infer<typeof ZRecoverSchema>;

export const ZResetPasswordSchema = z.object({ token: ZTokenInputSchema, password: ZPasswordInputSchema });
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

export const ZVerifyEmailSchema = z.object({ token: ZTokenInputSchema });
export type TVerifyEmail = z.infer<typeof ZVerifyEmailSchema>;

export const ZUserProfileSchema = z.object({
  userName: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: z.string(),
  claims: z.string(),
  emailVerified: z.boolean(),
});
export type TUserProfile = z.infer<typeof ZUserProfileSchema>;

export const ZUpdateUserProfileSchema = z.object({
  displayName: z.string().trim().min(1, "Please enter a display name.").max(100),
  email: ZEmailInputSchema,
});
export type TUpdateUserProfile = z.infer<typeof ZUpdateUserProfileSchema>;

export const ZMessageSchema = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessageSchema>;

/** GET /api/health: 200 "ok" when this process can serve; 503 "unavailable" tells a load balancer to skip it. */
export const ZHealthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
  /** The database answered a query within the health check's time limit. */
  databaseAnswers: z.boolean(),
  /** Embedded database: this process holds DATA_DIR's lock (false: another took it). null: no lock in play. */
  holdsEmbeddedLock: z.boolean().nullable(),
  schemaVersion: z.string().nullable(),
});
export type THealth = z.infer<typeof ZHealthSchema>;

/** Self sign-up (`/signup`): creates an inactive account without claims that a manager must activate. */
export const ZRegisterSchema = z.object({
  userName: z
    .string()
    .max(TEXT_LIMITS.name)
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,50}$/, "User name: 3 to 50 letters, digits, dots, dashes or underscores."),
  displayName: z.string().trim().min(1, "Please enter a display name.").max(100),
  email: ZEmailInputSchema,
  password: ZPasswordInputSchema,
  confirmPassword: ZPasswordInputSchema,
  altcha: z.string().max(CAPTCHA_PAYLOAD_MAX),
});
export type TRegister = z.infer<typeof ZRegisterSchema>;
