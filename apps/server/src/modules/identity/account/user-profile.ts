import type { TUpdateUserProfile, TUserProfile } from "@gbo/contracts/auth";
import { formatClaims, parseClaims } from "@gbo/domain/claims";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import type { WorkerRow } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import type { MailService } from "../../../integrations/mail/mail-service";
import { revokeResetLinks } from "../links/reset-links";
import { findWorkerByEmail, findWorkerById } from "../workers.queries";
import { updateProfile } from "./account.queries";
import { ACCOUNT_MESSAGES } from "./account-messages";

function toProfile(worker: WorkerRow): TUserProfile {
  return {
    userName: worker.userName,
    displayName: worker.displayName || worker.userName,
    email: worker.email,
    role: worker.role,
    claims: formatClaims(parseClaims(worker.claims)),
    emailVerified: worker.emailVerified,
  };
}

async function loadWorker(db: Db, workerId: string): Promise<WorkerRow> {
  const worker = await findWorkerById(db, workerId);
  if (!worker) throw new AppError("not_found", "The account was not found.");
  return worker;
}

export async function getUserProfile(options: { db: Db; workerId: string }): Promise<TUserProfile> {
  return toProfile(await loadWorker(options.db, options.workerId));
}

/** Updates display name and e-mail; a changed address is told to the old one, in case it was not the owner. */
export async function updateUserProfile(options: {
  db: Db;
  mail: MailService;
  log: FastifyBaseLogger;
  workerId: string;
  input: TUpdateUserProfile;
}): Promise<TUserProfile> {
  const { db, input } = options;
  const worker = await loadWorker(db, options.workerId);
  const email = input.email.trim();
  const isEmailChanged = email.toLowerCase() !== worker.email.toLowerCase();
  if (isEmailChanged) {
    const owner = await findWorkerByEmail(db, email);
    if (owner && owner.id !== worker.id)
      throw AppError.fields(ACCOUNT_MESSAGES.invalid, { email: [ACCOUNT_MESSAGES.emailInUse] });
  }
  await updateProfile(db, worker.id, {
    displayName: input.displayName.trim(),
    email,
    emailVerified: worker.emailVerified,
  });
  if (isEmailChanged) {
    // A reset link mailed to the old address must not outlive the change.
    await revokeResetLinks(db, worker.id);
    await options.mail.queue({
      to: worker.email,
      subject: "Your back office e-mail address was changed",
      text: `Hello ${worker.displayName},\n\nThe e-mail address of your back office account (${worker.userName}) was changed to ${email}. If you did not do this, tell a manager right away.`,
    });
  }
  options.log.info({ userName: worker.userName, isEmailChanged }, "profile updated");
  return toProfile(await loadWorker(db, worker.id));
}
