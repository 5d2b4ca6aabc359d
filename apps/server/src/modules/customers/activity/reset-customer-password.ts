// POST /api/users/{id}/resetPassword. Customers have no account in the back office (workflow §1), so the
// e-mail is a notice pointing at the public site's own reset page (PUBLIC_URL/account/reset-password),
// queued through the mail outbox; no token is made here. The request is kept in the history
// ('password', reset requested) with the worker who asked. At most one such e-mail per customer in
// RESET_WINDOW_MS, read from those history rows: a second request inside the window is refused (429) and
// sends nothing.
import type { TCustomerResetPassword } from "@gbo/contracts/customer-activity";
import { and, eq, gt } from "drizzle-orm";
import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { type CustomerRow, customerAudit, customers } from "../../../db/schema/index";
import type { AuthWorker } from "../../../http/auth";
import { AppError } from "../../../http/errors";
import type { MailService } from "../../../integrations/mail/mail-service";
import { addCustomerAudit } from "./customer-audit";

export const RESET_REQUESTED = "reset requested";
export const RESET_WINDOW_MS = 10 * 60_000;
export const RESET_ALREADY_SENT =
  "A password reset e-mail was already sent to this customer in the last 10 minutes.";

/**
 * Writes the history row unless one was written inside the window. The customer row is locked first, so
 * two requests at once cannot both pass the check.
 */
async function claimResetSlot(db: Db, worker: AuthWorker, customerId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("update");
    const since = new Date(now.getTime() - RESET_WINDOW_MS);
    const [recent] = await tx
      .select({ id: customerAudit.id })
      .from(customerAudit)
      .where(
        and(
          eq(customerAudit.customerId, customerId),
          eq(customerAudit.field, "password"),
          gt(customerAudit.at, since),
        ),
      )
      .limit(1);
    if (recent) return false;
    await addCustomerAudit(tx, worker, {
      customerId,
      field: "password",
      oldValue: null,
      newValue: RESET_REQUESTED,
    });
    return true;
  });
}

export async function resetCustomerPassword(options: {
  db: Db;
  config: AppConfig;
  mail: MailService;
  worker: AuthWorker;
  customer: CustomerRow;
}): Promise<TCustomerResetPassword> {
  const { customer } = options;
  if (!(await claimResetSlot(options.db, options.worker, customer.id, new Date()))) {
    throw new AppError("too_many_requests", RESET_ALREADY_SENT);
  }
  const link = `${options.config.publicUrl}/account/reset-password?email=${encodeURIComponent(customer.email)}`;
  await options.mail.queue({
    to: customer.email,
    subject: "Reset your password",
    text: [
      `Hello ${customer.name},`,
      "",
      "Our customer service asked for a password reset on your account. Open this page to choose a new password:",
      link,
      "",
      "If you did not ask for it, you can ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  });
  return { message: `A password reset e-mail was sent to ${customer.email}.` };
}
