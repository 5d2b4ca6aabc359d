import type { TRegister } from "@gbo/contracts/auth";
import { PASSWORD_MESSAGES, passwordProblems } from "@gbo/domain/account";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/errors";
import type { MailService } from "../../../integrations/mail/mail-service";
import { sendVerificationEmail } from "../links/send-verification-email";
import { hashPassword } from "../password-hash";
import { findWorkerByEmail, findWorkerByLogin, insertWorker } from "../workers.queries";
import { ACCOUNT_MESSAGES } from "./account-messages";
import { isCaptchaSolved } from "./captcha";

/**
 * Self sign-up: an inactive, unverified account with no claims. It grants nothing until a manager activates
 * it and gives it claims. A registered address gets the same answer (and a notice), so sign-up does not
 * reveal who works here.
 */
export async function registerWorker(options: {
  db: Db;
  config: AppConfig;
  mail: MailService;
  log: FastifyBaseLogger;
  input: TRegister;
}): Promise<{ message: string }> {
  const { db, config, mail, log, input } = options;
  const fields: Record<string, string[]> = {};
  const problems = passwordProblems(input.password);
  if (problems.length > 0) fields.password = problems;
  if (input.confirmPassword !== input.password) fields.confirmPassword = [PASSWORD_MESSAGES.mismatch];
  if (!(await isCaptchaSolved({ db, config, payload: input.altcha })))
    fields.altcha = [ACCOUNT_MESSAGES.captchaFailed];
  if (await findWorkerByLogin(db, input.userName)) fields.userName = [ACCOUNT_MESSAGES.userNameTaken];
  if (Object.keys(fields).length > 0) throw AppError.fields(ACCOUNT_MESSAGES.invalid, fields);

  const existing = await findWorkerByEmail(db, input.email);
  if (existing) {
    await mail.queue({
      to: existing.email,
      subject: "Back office sign-up with your address",
      text: `Someone tried to create a back office account with this address. You already have one (${existing.userName}); use "Forgot password" if you cannot sign in. If it was not you, ignore this e-mail.`,
    });
    log.warn({ userName: input.userName }, "register: address already used, notice sent");
    return { message: ACCOUNT_MESSAGES.registered };
  }
  const worker = await insertWorker(db, {
    userName: input.userName,
    displayName: input.displayName,
    email: input.email.trim(),
    claims: "",
    isActive: false,
    emailVerified: false,
    passwordHash: await hashPassword(input.password),
  });
  await sendVerificationEmail({ db, mail, config, worker });
  log.info({ userName: worker.userName }, "register: inactive account created");
  return { message: ACCOUNT_MESSAGES.registered };
}
