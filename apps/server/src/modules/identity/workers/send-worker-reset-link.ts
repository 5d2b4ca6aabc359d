// A reset link sent by a manager (POST /api/workers/{id}/resetPassword) or on creation: the same one-time
// password-reset link and /recover page as the account module's "forgot password", through the outbox.
// A manager's request is refused (429) within 10 minutes of the worker's last link, and each new link
// revokes the older ones, so ten clicks send one e-mail with one live link (issue 27 point 2).
import { WORKER_RESET_ALREADY_SENT, WORKER_RESET_WINDOW_MINUTES } from "@gbo/domain/workers";
import { eq } from "drizzle-orm";
import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { type WorkerRow, workers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import type { MailService } from "../../../integrations/mail/mail-service";
import { countRecentResetLinks, issueResetLink, RESET_LINK_TTL_MINUTES } from "../links/reset-links";

export async function sendWorkerResetLink(options: {
  db: Db;
  config: AppConfig;
  mail: MailService;
  workerId: string;
  isNew: boolean;
  /** The privilege check, run first inside the transaction; it locks and answers the worker row. */
  authorize?: (tx: Db) => Promise<WorkerRow>;
}): Promise<{ worker: WorkerRow; link: string }> {
  const { db, config } = options;
  const { worker, link } = await db.transaction(async (tx) => {
    const worker = options.authorize
      ? await options.authorize(tx)
      : (await tx.select().from(workers).where(eq(workers.id, options.workerId)).for("update"))[0];
    if (!worker) throw new Error("worker vanished");
    if (!options.isNew && (await countRecentResetLinks(tx, worker.id, WORKER_RESET_WINDOW_MINUTES)) > 0) {
      throw new AppError("too_many_requests", WORKER_RESET_ALREADY_SENT);
    }
    return { worker, link: await issueResetLink(tx, config, worker.id) };
  });
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
      `The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes. Any earlier link no longer works.`,
    ].join("\n"),
  });
  return { worker, link };
}
