import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { workers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import type { MailService } from "../../../integrations/mail/mail-service";
import { countRecentResetLinks, issueResetLink, RESET_LINK_TTL_MINUTES } from "../links/reset-links";
import { findWorkerByEmail } from "../workers.queries";
import { ACCOUNT_MESSAGES } from "./account-messages";
import { isCaptchaSolved } from "./captcha";

const MAX_LINKS_PER_HOUR = 3;

/**
 * Sends a one-time reset link. The answer is the same whether or not the address has an account, so the
 * form cannot be used to find out who works here.
 */
export async function recoverPassword(options: {
  db: Db;
  config: AppConfig;
  mail: MailService;
  log: FastifyBaseLogger;
  email: string;
  captcha: string;
}): Promise<{ message: string }> {
  const { db, config, log } = options;
  const email = options.email.trim();
  const fields: Record<string, string[]> = {};
  if (!z.email().safeParse(email).success) fields.email = [ACCOUNT_MESSAGES.invalidEmail];
  if (!(await isCaptchaSolved({ db, config, payload: options.captcha })))
    fields.altcha = [ACCOUNT_MESSAGES.captchaFailed];
  if (Object.keys(fields).length > 0) throw AppError.fields(ACCOUNT_MESSAGES.invalid, fields);

  const worker = await findWorkerByEmail(db, email);
  if (!worker?.isActive) {
    log.info({ reason: worker ? "inactive" : "unknown address" }, "recover: no link sent");
    return { message: ACCOUNT_MESSAGES.recoverSent };
  }
  // Counted and made under the worker's row lock, so a burst of requests cannot pass the count together.
  const link = await db.transaction(async (tx) => {
    await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, worker.id)).for("update");
    if ((await countRecentResetLinks(tx, worker.id, 60)) >= MAX_LINKS_PER_HOUR) return null;
    return issueResetLink(tx, config, worker.id);
  });
  if (!link) {
    log.warn({ userName: worker.userName }, "recover: too many links this hour, none sent");
    return { message: ACCOUNT_MESSAGES.recoverSent };
  }
  await options.mail.queue({
    to: worker.email,
    subject: "Reset your back office password",
    text: [
      `Hello ${worker.displayName},`,
      "",
      "Someone (hopefully you) asked to reset the password of your back office account. Open this link to choose a new one:",
      link,
      "",
      `The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
    ].join("\n"),
  });
  log.info({ userName: worker.userName }, "recover: reset link queued");
  return { message: ACCOUNT_MESSAGES.recoverSent };
}
