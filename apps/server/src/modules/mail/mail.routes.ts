// E-mail calls (administration §7 E-mail, and the /sendEmail screen's message to customers), all under
// MAIL_CLAIMS (contracts/mail says why: /sendEmail has no menu link, so the menu gives no claim).
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  MAIL_CLAIMS,
  RESENT_LISTED_DAYS,
  ZBulkEmailSchema,
  ZFailedEmailsPageSchema,
  ZFailedEmailsQuerySchema,
  ZResendEmailSchema,
  ZResendResultSchema,
  ZSendEmailResultSchema,
  ZSendEmailSchema,
} from "@gbo/contracts/mail";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { listFailedEmails } from "./list-failed-emails";
import { milestoneRoutes } from "./milestones/routes";
import { bulkResendEmail, resendEmail } from "./resend-email";
import { sendToCustomers } from "./send-to-customers";

const TAGS = ["e-mail"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema };

export async function mailRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, mail } = context;
  const config = { claims: [...MAIL_CLAIMS] };
  /** Delivery runs in the background; the answer does not wait for the relay. */
  const deliverSoon = () => void mail.flush();
  await milestoneRoutes(instance, context);

  app.get(
    "/api/email/GetFailedEmail",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Failed e-mails, newest failure first, with the error and the number of tries",
        description: `Then the messages resent in the last ${RESENT_LISTED_DAYS} days, the latest resend first, each with its state (queued, sent or failed again), so a resend leaves a trace. Only failed rows can be resent; failedTotal counts them.`,
        querystring: ZFailedEmailsQuerySchema,
        response: { 200: ZFailedEmailsPageSchema, ...errors },
      },
    },
    async (request) => listFailedEmails(db, request.query),
  );

  app.post(
    "/api/email/ResendEmail",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Resend one failed e-mail with a comment (version = attempts read; changed → 409)",
        body: ZResendEmailSchema,
        response: { 200: ZResendResultSchema, 404: ZErrorBodySchema, 409: ZErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const result = await resendEmail({ db, log: request.log, actor: request.worker! }, request.body);
      deliverSoon();
      return result;
    },
  );

  app.post(
    "/api/email/BulkEmail",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Resend the chosen failed e-mails, or all of them (isAll), with one comment",
        description: "Only messages still failed are resent; none left answers 409.",
        body: ZBulkEmailSchema,
        response: { 200: ZResendResultSchema, 409: ZErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const result = await bulkResendEmail({ db, log: request.log, actor: request.worker! }, request.body);
      deliverSoon();
      return result;
    },
  );

  app.post(
    "/api/email/send",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Send one message to chosen customers (batchId is the idempotency key)",
        description: "A repeat with the same batchId queues nothing and answers the first result's count.",
        body: ZSendEmailSchema,
        response: { 200: ZSendEmailResultSchema, 422: ZErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const result = await sendToCustomers({ db, log: request.log, actor: request.worker! }, request.body);
      if (!result.isRepeat) deliverSoon();
      return result;
    },
  );
}
