// A reset link sent by a manager (POST /api/workers/{id}/resetPassword) or on creation: the same one-time
// password-reset token and /recover page as the account module's "forgot password", through the outbox.
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import type { WorkerRow } from "../../db/schema/index";
import type { MailService } from "../../integrations/mail/mail-service";
import { insertOneTimeToken } from "../account/account.queries";
import { RESET_LINK_TTL_MINUTES } from "../account/recover-password";
import { hashOpaqueToken, newOpaqueToken } from "../token/opaque-token";

export async function sendWorkerResetLink(options: {
  db: Db;
  config: AppConfig;
  mail: MailService;
  worker: WorkerRow;
  isNew: boolean;
}): Promise<void> {
  const { worker } = options;
  const token = newOpaqueToken();
  await insertOneTimeToken(options.db, {
    tokenHash: hashOpaqueToken(token),
    purpose: "password-reset",
    workerId: worker.id,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MINUTES * 60_000),
  });
  const link = `${options.config.publicUrl}/recover?token=${encodeURIComponent(token)}`;
  await options.mail.queue({
    to: worker.email,
    subject: options.isNew ? "Your back office account" : "Reset your back office password",
    text: [
      `Hello ${worker.displayName},`,
      "",
      options.isNew
        ? "A back office account was created for you. Open this link to choose your password:"
        : "A manager asked for a new password on your back office account. Open this link to choose one:",
      link,
      "",
      `The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes.`,
    ].join("\n"),
  });
}
