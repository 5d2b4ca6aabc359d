// Our own texts where the spec shows none (administration §8 gives only the web's headings).
export const ACCOUNT_MESSAGES = {
  invalid: "The request is invalid.",
  passwordChanged: "Your password has been changed.",
  captchaFailed: "Please complete the captcha again.",
  invalidEmail: "Invalid email format",
  recoverSent: "If this address belongs to an account, we have sent it a link to reset the password.",
  resetLinkInvalid: "This link is invalid or has expired. Please request a new one.",
  passwordReset: "Your password has been reset. You can sign in now.",
  verifyLinkInvalid: "This verification link is invalid or has expired. Sign in again to get a new one.",
  emailVerified: "Your e-mail address is verified. You can sign in now.",
  emailInUse: "This e-mail address is already used by another account.",
  profileUpdated: "Your profile has been updated.",
  userNameTaken: "This user name is already taken.",
  registered:
    "Thank you. Please confirm your e-mail address with the link we sent; a manager will then activate your account.",
} as const;
