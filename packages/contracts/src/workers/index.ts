// Workers (issue 13, administration §3, §7): the staff list, one worker, create, update, remove,
// reset password, known claims and the e-mail check. Claims travel as arrays; the store keeps a comma list.
import { z } from "zod";
import {
  ZInt32Schema,
  ZInt32TextSchema,
  ZLineSchema,
  ZRecordVersionSchema,
  ZSafeIntSchema,
} from "../common/index";

export const ZWorkerIdSchema = z.uuid().describe("Worker id");

export const ZWorkerSchema = z
  .object({
    id: ZWorkerIdSchema,
    email: z.string(),
    userName: z.string(),
    displayName: z.string(),
    claims: z.array(z.string()).describe("Lowercase known claims"),
    isActive: z.boolean(),
    frontedAccess: z.boolean(),
    hasPassword: z.boolean().describe("False until the worker sets one through the reset link"),
    version: ZInt32Schema(),
  })
  .meta({ id: "Worker" });
export type TWorker = z.infer<typeof ZWorkerSchema>;

/** Only when no mail server is set and the caller is an admin: the link the e-mail would have carried. */
const ZSetPasswordLinkSchema = z
  .url()
  .optional()
  .describe(
    "Set only when no mail server is configured (SMTP_URL) and the caller is an admin: the one-time set-password link to hand to the worker",
  );

/** POST /api/workers answers the new worker, with its set-password link where no e-mail can carry it. */
export const ZCreatedWorkerSchema = ZWorkerSchema.extend({ setPasswordLink: ZSetPasswordLinkSchema }).meta({
  id: "CreatedWorker",
});
export type TCreatedWorker = z.infer<typeof ZCreatedWorkerSchema>;

/** POST /api/workers/{id}/resetPassword: what was done, and the link where no e-mail can carry it. */
export const ZWorkerResetSchema = z.object({ message: z.string(), setPasswordLink: ZSetPasswordLinkSchema });
export type TWorkerReset = z.infer<typeof ZWorkerResetSchema>;

export const WORKER_SORTS = ["email", "-email", "name", "-name"] as const;
export const WORKERS_PAGE_SIZE_MAX = 100;

/** GET /api/workers/?search=&active=&claim=&sort=&page=&pageSize= (also the CSV export's filters). */
export const ZWorkersFilterSchema = z.object({
  search: ZLineSchema(100).optional().describe("Part of the e-mail, user name or display name"),
  active: z.enum(["all", "active", "inactive"]).default("all"),
  claim: ZLineSchema(64).optional().describe("Only workers holding this claim literally"),
  sort: z.enum(WORKER_SORTS).default("email"),
});
export const ZWorkersQuerySchema = ZWorkersFilterSchema.extend({
  page: ZInt32TextSchema(1, 100_000).default(1).describe("1-based"),
  pageSize: ZInt32TextSchema(1, WORKERS_PAGE_SIZE_MAX).default(25),
});
export type TWorkersFilter = z.infer<typeof ZWorkersFilterSchema>;
export type TWorkersQuery = z.input<typeof ZWorkersQuerySchema>;

export const ZWorkersPageSchema = z.object({
  rows: z.array(ZWorkerSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema(),
});
export type TWorkersPage = z.infer<typeof ZWorkersPageSchema>;

const workerFields = {
  email: ZLineSchema().describe("Checked by the domain: 'Invalid email format'"),
  claims: z.array(ZLineSchema(64)).max(64).describe("Known claims only (GET /api/workers/claims)"),
  isActive: z.boolean(),
  frontedAccess: z.boolean(),
};

/** POST /api/workers: no password; the worker sets one from the e-mailed link. */
export const ZCreateWorkerSchema = z.object(workerFields);
export type TCreateWorker = z.infer<typeof ZCreateWorkerSchema>;

/** PUT /api/workers/{id}: with the version read (stale → 409). */
export const ZUpdateWorkerSchema = z.object({ ...workerFields, version: ZRecordVersionSchema });
export type TUpdateWorker = z.infer<typeof ZUpdateWorkerSchema>;

export const ZWorkerPathSchema = z.object({ id: ZLineSchema(64) });

export const ZWorkerClaimsSchema = z.array(z.string()).describe("Every claim a worker may be given");

export const ZEmailQuerySchema = z.object({ email: ZLineSchema(), except: ZLineSchema(64).optional() });
export const ZEmailTakenSchema = z.object({ isTaken: z.boolean() });
export type TEmailTaken = z.infer<typeof ZEmailTakenSchema>;
