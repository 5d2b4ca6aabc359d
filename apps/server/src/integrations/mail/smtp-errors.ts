// How a failed SMTP send is treated. A 5xx reply (RFC 5321 §4.2.1: "permanent negative completion",
// e.g. 550 mailbox unavailable or a refused recipient) will not succeed on a retry: the message goes
// straight to the failed list. A 4xx reply, a timeout or a dropped connection is temporary: retried
// with back-off. A message nodemailer refuses before talking to the relay (an invalid address) is
// permanent too.

type SmtpErrorLike = { message?: unknown; responseCode?: unknown; code?: unknown; command?: unknown };

export type SendFailure = { isPermanent: boolean; message: string };

export function classifySendError(error: unknown): SendFailure {
  const message = error instanceof Error ? error.message : String(error);
  const details = (typeof error === "object" && error !== null ? error : {}) as SmtpErrorLike;
  const code = typeof details.responseCode === "number" ? details.responseCode : undefined;
  const isRefusedBeforeSending = details.code === "EENVELOPE" && details.command === "API";
  const isPermanent = (code !== undefined && code >= 500 && code < 600) || isRefusedBeforeSending;
  return { isPermanent, message };
}
