// Issue 33 point 5: what was said to customers. A customer's milestone e-mails (GET /api/customers/{id}/emails,
// newest first, a page at a time) and an order's (GET /api/orders/{id}/emails, in time order for its log).
import { hasAnyClaim, holdsClaimLiterally, type UserClaims } from "@gbo/domain/claims";
import { MILESTONES } from "@gbo/domain/mail";
import { menuClaimsFor } from "@gbo/domain/menu";
import { z } from "zod";
import { ZInt32TextSchema, ZRowIdTextSchema, ZSafeIntSchema } from "../common/index";

export const CUSTOMER_EMAILS_PAGE_SIZE_MAX = 100;

/**
 * Each e-mail names a customer's address, so reading them takes the claims that read a customer: the
 * customer's history the customer record's (/users, as its other history tabs); an order's e-mails those that
 * read the customer's profile (/users, and whoever checks packages in at /receiving or /invoicing).
 */
export const CUSTOMER_EMAILS_CLAIMS: readonly string[] = [...menuClaimsFor("/users")];
export const ORDER_EMAILS_CLAIMS: readonly string[] = [
  ...new Set([...CUSTOMER_EMAILS_CLAIMS, ...menuClaimsFor("/receiving"), ...menuClaimsFor("/invoicing")]),
];

/** An external user never reads them, whatever station claims they hold (a partner, not the lab's staff). */
export function canReadEmails(claims: UserClaims, needed: readonly string[]): boolean {
  return !holdsClaimLiterally(claims, "external") && hasAnyClaim(claims, needed);
}

export const ZCustomerEmailsPathSchema = z.object({ id: ZRowIdTextSchema });
export const ZCustomerEmailsQuerySchema = z.object({
  page: ZInt32TextSchema(1, 100_000).default(1),
  pageSize: ZInt32TextSchema(1, CUSTOMER_EMAILS_PAGE_SIZE_MAX).default(25),
});
export type TCustomerEmailsQuery = z.input<typeof ZCustomerEmailsQuerySchema>;

export const ZOrderEmailsPathSchema = z.object({
  id: z.string().max(20).describe("Order id (26-0A12345 or seven digits)"),
});

/** One milestone e-mail as staff see it: which milestone, which order, to which address, where it stands. */
export const ZMilestoneEmailSchema = z
  .object({
    id: z.uuid(),
    milestone: z.enum(MILESTONES),
    label: z.string().describe("The milestone in words (Grades ready)"),
    isCorrection: z.boolean().describe("A correction of a changed fact (a new tracking number)"),
    orderId: z.string(),
    to: z.string(),
    state: z.enum(["queued", "sent", "failed"]),
    error: z.string().nullable().describe("Why the last try failed; null unless failed"),
    isBounced: z.boolean().describe("Failed because the recipient's server refused it for good (SMTP 5xx)"),
    createdAt: z.string().describe("ISO time it was queued (the move that reached the milestone)"),
    sentAt: z.string().nullable(),
    failedAt: z.string().nullable(),
  })
  .meta({ id: "MilestoneEmail" });
export type TMilestoneEmail = z.infer<typeof ZMilestoneEmailSchema>;

export const ZCustomerEmailsPageSchema = z.object({
  rows: z.array(ZMilestoneEmailSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema(),
});
export type TCustomerEmailsPage = z.infer<typeof ZCustomerEmailsPageSchema>;

export const ZOrderEmailsSchema = z.object({ rows: z.array(ZMilestoneEmailSchema) });
export type TOrderEmails = z.infer<typeof ZOrderEmailsSchema>;
