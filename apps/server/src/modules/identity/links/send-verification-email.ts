import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import type { WorkerRow } from "../../../db/schema/index";
import type { MailService } from "../../../integrations/mail/mail-service";
import { hashOpaqueToken, newOpaqueToken } from "../opaque-token";
import { countRecentOneTimeTokens, insertOneTimeToken } from "./one-time-tokens.queries";

const VERIFICATION_TTL_HOURS = 24;
/** Repeated sign-in attempts of an unverified worker must not flood their mailbox. */
const MAX_LINKS_PER_HOUR = 3;

export async function sendVerificationEmail(options: {
  db: Db;
  mail: MailService;
  config: Pick<AppConfig, "publicUrl">;
  worker: Pick<WorkerRow, "id" | "email" | "displayName">;
}): Promise<boolean> {
  const { db, mail, config, worker } = options;
  if ((await countRecentOneTimeTokens(db, worker.id, "email-verification", 60)) >= MAX_LINKS_PER_HOUR)
    return false;
  const token = newOpaqueToken();
  await insertOneTimeToken(db, {
    tokenHash: hashOpaqueToken(token),
    purpose: "email-verification",
    workerId: worker.id,
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_HOURS * 3_600_000),
  });
  const link = `${config.publicUrl}/verify?token=${encodeURIComponent(token)}`;
  await mail.queue({
    to: worker.email,
    subject: "Verify your e-mail address",
    text: [
      `Hello ${worker.displayName},`,
      "",
      "Please confirm your e-mail address for the back office by opening this link:",
      link,
      "",
      `The link works once and expires in ${VERIFICATION_TTL_HOURS} hours.`,
    ].join("\n"),
  });
  return true;
}
