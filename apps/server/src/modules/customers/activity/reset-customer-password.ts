// POST /api/users/{id}/resetPassword. Customers have no account in the back office (workflow §1), so the
// e-mail is a notice pointing at the public site's own reset page (PUBLIC_URL/account/reset-password),
// queued through the mail outbox; no token is made here. The request is kept in the history
// ('password', reset requested) with the worker who asked.
import type { TCustomerResetPassword } from "@gbo/contracts/customer-activity";
import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import type { CustomerRow } from "../../../db/schema/index";
import type { AuthWorker } from "../../../http/auth";
import type { MailService } from "../../../integrations/mail/mail-service";
import { addCustomerAudit } from "./customer-audit";

export const RESET_REQUESTED = "reset requested";

export async function resetCustomerPassword(options: {
  db: Db;
  config: AppConfig;
  mail: MailService;
  worker: AuthWorker;
  customer: CustomerRow;
}): Promise<TCustomerResetPassword> {
  const { customer } = options;
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
  await addCustomerAudit(options.db, options.worker, {
    customerId: customer.id,
    field: "password",
    oldValue: null,
    newValue: RESET_REQUESTED,
  });
  return { message: `A password reset e-mail was sent to ${customer.email}.` };
}
