// The manager's preview of the customer e-mails (issue 33), from the settings screen: the milestones with
// whether a customer may turn each off, and each template rendered with a demo order and the lab details
// as saved, so the manager sees exactly what a customer would receive (subject, HTML and plain text).
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZMilestonePreviewPathSchema,
  ZMilestonePreviewSchema,
  ZMilestoneTemplatesSchema,
} from "@gbo/contracts/mail";
import { MILESTONE_LABELS, MILESTONES, OPTIONAL_MILESTONES } from "@gbo/domain/mail";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { readLabDetails, SETTINGS_CLAIMS } from "../../settings/index";
import { demoMilestoneInput } from "./demo-facts";
import { renderMilestoneMail } from "./render-milestone";

const TAGS = ["e-mail: milestones"];
const errors = { 400: ZErrorBodySchema, 401: ZErrorBodySchema, 403: ZErrorBodySchema };

export async function milestonePreviewRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  // The manager who keeps the lab's details on the settings screen previews what they go into.
  const claims = [...SETTINGS_CLAIMS];

  app.get(
    "/api/email/milestones",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "The customer e-mails, one per milestone: its label and whether a customer may turn it off",
        response: { 200: ZMilestoneTemplatesSchema, ...errors },
      },
    },
    () => ({
      rows: MILESTONES.map((milestone) => ({
        milestone,
        label: MILESTONE_LABELS[milestone],
        isOptional: OPTIONAL_MILESTONES.includes(milestone),
      })),
    }),
  );

  app.get(
    "/api/email/milestones/:milestone/preview",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "One milestone's e-mail rendered with a demo order and the saved lab details",
        description:
          "Subject, HTML part and plain-text part exactly as a customer would receive them. Nothing is sent.",
        params: ZMilestonePreviewPathSchema,
        response: { 200: ZMilestonePreviewSchema, ...errors },
      },
    },
    async (request) => {
      const { milestone } = request.params;
      const rendered = await renderMilestoneMail(demoMilestoneInput(milestone, await readLabDetails(db)));
      return { milestone, label: MILESTONE_LABELS[milestone], ...rendered };
    },
  );
}
