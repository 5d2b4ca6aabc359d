// E-mail (issue 16, administration §2 /sendEmail, §4, §5, §7 E-mail): the failed list, resend one with a
// comment, bulk resend (the selection or every failed one), and a message sent to chosen customers.
import { MILESTONES } from "@gbo/domain/mail";
import { z } from "zod";
import {
  ZFreeTextSchema,
  ZInt32Schema,
  ZInt32TextSchema,
  ZLineSchema,
  ZRecordVersionSchema,
  ZRowIdSchema,
  ZSafeIntSchema,
} from "../common/index";

/**
 * Claims of every e-mail call and of the /sendEmail screen. The menu tables give /sendEmail no link (so
 * menuClaimsFor has no claim for it); the failed list shows every address the product mails and sending
 * reaches customers, so it takes `manage`, the administration claim (admin holds every claim).
 */
export const MAIL_CLAIMS: readonly string[] = ["manage"];

export const FAILED_EMAILS_PAGE_SIZE_MAX = 100;
/** One /sendEmail message reaches at most this many customers (one request, one batch). */
export const SEND_EMAIL_MAX_RECIPIENTS = 500;
/** A bulk resend of chosen rows names at most this many (select-all names none). */
export const BULK_RESEND_MAX_IDS = 1000;

export const NO_RECIPIENTS = "Please choose at least one customer.";
export const ENTER_SUBJECT = "Please enter a subject.";
export const ENTER_MESSAGE_TEXT = "Please enter the message text.";

/** An outbox id; bounded like every body string (the OpenAPI check wants a maxLength). */
const mailId = () => z.uuid().max(36);

export const ZFailedEmailsQuerySchema = z.object({
  page: ZInt32TextSchema(1, 100_000).default(1),
  pageSize: ZInt32TextSchema(1, FAILED_EMAILS_PAGE_SIZE_MAX).default(25),
});
export type TFailedEmailsQuery = z.input<typeof ZFailedEmailsQuerySchema>;

/** Where a listed message stands: waiting for the sender (a resend puts it back), delivered, or refused. */
export const MAIL_STATES = ["queued", "sent", "failed"] as const;
export type TMailState = (typeof MAIL_STATES)[number];

/**
 * A message that was refused or ran out of tries, or one resent in the last RESENT_LISTED_DAYS days with
 * where it stands now, so a resend leaves a trace. The body is not listed (it may hold a reset link).
 */
export const ZFailedEmailSchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    state: z.enum(MAIL_STATES),
    error: z.string().nullable(),
    attempts: ZSafeIntSchema(),
    createdAt: z.string().describe("ISO time the message was queued"),
    failedAt: z.string().nullable().describe("ISO time of the last failed try; null unless failed"),
    sentAt: z.string().nullable().describe("ISO time it was delivered; null unless sent"),
    resendComment: z.string().nullable().describe("The comment of the last resend, if any"),
    resentBy: z.string().nullable().describe("User name of who resent it last"),
    resentAt: z.string().nullable(),
    version: ZInt32Schema().describe("Send it back with a resend: a changed message answers 409"),
    // A customer's milestone e-mail (issue 33): which milestone and order it told of.
    milestone: z.enum(MILESTONES).nullable().optional().describe("Null unless a milestone e-mail"),
    milestoneLabel: z.string().nullable().optional().describe("The milestone in words (Grades ready)"),
    orderId: z.string().nullable().optional().describe("The order a milestone e-mail is about"),
    isBounced: z
      .boolean()
      .optional()
      .describe("Failed because the recipient's server refused the address or message for good (5xx)"),
  })
  .meta({ id: "FailedEmail" });
export type TFailedEmail = z.infer<typeof ZFailedEmailSchema>;

/** A resent message stays on the list this long after its resend, whatever became of it. */
export const RESENT_LISTED_DAYS = 30;

export const ZFailedEmailsPageSchema = z.object({
  rows: z.array(ZFailedEmailSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema().describe("Rows of the list: the failed and the recently resent messages"),
  failedTotal: ZSafeIntSchema().describe("Failed messages only: what a select-all resend resends"),
});
export type TFailedEmailsPage = z.infer<typeof ZFailedEmailsPageSchema>;

/** The comment is checked by the domain (validateResendComment), so a missing one gets the spec's text. */
const comment = ZFreeTextSchema(1000).default("");

/** POST /api/email/ResendEmail */
export const ZResendEmailSchema = z.object({
  id: mailId(),
  comment,
  version: ZRecordVersionSchema,
});
export type TResendEmail = z.input<typeof ZResendEmailSchema>;

/** POST /api/email/BulkEmail: the chosen ids, or every failed message with isAll (select-all mode). */
export const ZBulkEmailSchema = z.object({
  ids: z.array(mailId()).max(BULK_RESEND_MAX_IDS).default([]),
  isAll: z.boolean().default(false),
  comment,
});
export type TBulkEmail = z.input<typeof ZBulkEmailSchema>;

export const ZResendResultSchema = z.object({ count: ZSafeIntSchema() });
export type TResendResult = z.infer<typeof ZResendResultSchema>;

/** POST /api/email/send: one message to chosen customers; batchId is the idempotency key. */
export const ZSendEmailSchema = z.object({
  batchId: mailId().describe("Made once per message by the client; a repeat with it queues nothing"),
  customerIds: z
    .array(ZRowIdSchema)
    .min(1, NO_RECIPIENTS)
    .max(SEND_EMAIL_MAX_RECIPIENTS, `At most ${SEND_EMAIL_MAX_RECIPIENTS} customers per message.`),
  subject: ZLineSchema(200).min(1, ENTER_SUBJECT),
  text: ZFreeTextSchema(20_000).min(1, ENTER_MESSAGE_TEXT),
});
export type TSendEmail = z.infer<typeof ZSendEmailSchema>;

export const ZSendEmailResultSchema = z.object({
  batchId: z.uuid(),
  queued: ZSafeIntSchema().describe("Messages in the outbox for this batch"),
  skipped: z.array(ZInt32Schema()).describe("Chosen customers not found or without a valid e-mail"),
  isRepeat: z.boolean().describe("The batch was queued by an earlier request; nothing was added"),
});
export type TSendEmailResult = z.infer<typeof ZSendEmailResultSchema>;

export * from "./milestone-history";
export * from "./milestone-preview";
