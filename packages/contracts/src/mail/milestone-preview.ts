// Issue 33: the manager's preview of the customer e-mails, from the settings screen. Every template is
// rendered with a demo order and the saved lab details: what a customer would receive, subject, HTML
// and plain text. GET /api/email/milestones and GET /api/email/milestones/{milestone}/preview.
import { MILESTONES } from "@gbo/domain/mail";
import { z } from "zod";

/** Not exported: the customer and history contracts name milestones their own way. */
const milestone = () => z.enum(MILESTONES);

export const ZMilestoneTemplateSchema = z
  .object({
    milestone: milestone(),
    label: z.string().describe("What the customer's record and the subject call it"),
    isOptional: z.boolean().describe("A customer may turn it off (receipts and shipping always go)"),
  })
  .meta({ id: "MilestoneTemplate" });
export type TMilestoneTemplate = z.infer<typeof ZMilestoneTemplateSchema>;

export const ZMilestoneTemplatesSchema = z.object({ rows: z.array(ZMilestoneTemplateSchema) });
export type TMilestoneTemplates = z.infer<typeof ZMilestoneTemplatesSchema>;

export const ZMilestonePreviewPathSchema = z.object({ milestone: milestone() });

export const ZMilestonePreviewSchema = z
  .object({
    milestone: milestone(),
    label: z.string(),
    subject: z.string(),
    html: z.string().describe("The HTML part; show it sandboxed (no script runs)"),
    text: z.string().describe("The plain-text part"),
  })
  .meta({ id: "MilestonePreview" });
export type TMilestonePreview = z.infer<typeof ZMilestonePreviewSchema>;
