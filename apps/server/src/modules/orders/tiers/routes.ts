import {
  ZCompleteTierBodySchema,
  ZLabelsVerificationBodySchema,
  ZOrderActionResultSchema,
  ZPressingFailBodySchema,
  ZRejectTierBodySchema,
  ZScanComicBodySchema,
  ZSkipImagingSpBodySchema,
  ZVersionBodySchema,
} from "@gbo/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../app-context";
import { AppError } from "../../../http/errors";
import { actorOf, claimsOf, TAGS, ZOrderPathSchema, ZTierPathSchema } from "../route-helpers";
import { completeTier } from "./complete-tier";
import { markPressingFailed } from "./mark-pressing-failed";
import { rejectTier } from "./reject-tier";
import { scanComic } from "./scan-comic";
import { skipImagingSp } from "./skip-special-imaging";
import { toggleGradeStatus } from "./toggle-grade-status";
import { verifyLabels } from "./verify-labels";

const answer = { 200: ZOrderActionResultSchema };

export async function tierRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  app.post(
    "/api/orders/:id/scan/comic",
    {
      config: claimsOf("scan"),
      schema: {
        tags: TAGS.tiers,
        summary: "Scan a comic into a tier (or into the order at shipping when tierId is omitted)",
        params: ZOrderPathSchema,
        body: ZScanComicBodySchema,
        response: answer,
      },
    },
    async (request) =>
      scanComic({ database, actor: actorOf(request), orderId: request.params.id, body: request.body }),
  );

  app.post(
    "/api/orders/tier",
    {
      config: claimsOf("completeTier"),
      schema: {
        tags: TAGS.tiers,
        summary: "Complete a tier (processed reached count; Pressing takes missingReason)",
        body: ZCompleteTierBodySchema,
        response: answer,
      },
    },
    async (request) => {
      const { tierId } = request.body;
      if (!tierId) throw AppError.fields("The request is invalid.", { tierId: ["Required"] });
      return completeTier({ database, actor: actorOf(request), body: { ...request.body, tierId } });
    },
  );

  app.post(
    "/api/orders/tier/:x",
    {
      config: claimsOf("completeTier"),
      schema: {
        tags: TAGS.tiers,
        summary: "Complete a tier (x = tier id)",
        params: z.object({ x: z.string() }),
        body: ZCompleteTierBodySchema,
        response: answer,
      },
    },
    async (request) =>
      completeTier({
        database,
        actor: actorOf(request),
        body: { ...request.body, tierId: request.params.x },
      }),
  );

  app.post(
    "/api/orders/reject/tier",
    {
      config: claimsOf("rejectTier"),
      schema: {
        tags: TAGS.tiers,
        summary: "Send a tier back to an earlier station it went through; it then goes on to QC",
        body: ZRejectTierBodySchema,
        response: answer,
      },
    },
    async (request) => rejectTier({ database, actor: actorOf(request), body: request.body }),
  );

  app.post(
    "/api/orders/:id/skip/imagesp",
    {
      config: claimsOf("skipImagingSp"),
      schema: {
        tags: TAGS.tiers,
        summary: "Skip special imaging with a comment (tier goes to Signature)",
        params: ZOrderPathSchema,
        body: ZSkipImagingSpBodySchema,
        response: answer,
      },
    },
    async (request) =>
      skipImagingSp({ database, actor: actorOf(request), orderId: request.params.id, body: request.body }),
  );

  app.put(
    "/api/orders/:id/tier/:tierId/toggle-grade",
    {
      config: claimsOf("toggleGrade"),
      schema: {
        tags: TAGS.tiers,
        summary: "Toggle a tier between PreGrade and Finalize",
        params: ZOrderPathSchema.extend({ tierId: z.string() }),
        body: ZVersionBodySchema,
        response: answer,
      },
    },
    async (request) =>
      toggleGradeStatus({
        database,
        actor: actorOf(request),
        orderId: request.params.id,
        tierId: request.params.tierId,
        body: request.body,
      }),
  );

  app.post(
    "/api/orders/:id/pressingfail/:tier",
    {
      config: claimsOf("pressingFailed"),
      schema: {
        tags: TAGS.tiers,
        summary: "Mark comics whose pressing failed (default: every scanned comic of the tier)",
        params: ZOrderPathSchema.extend({ tier: z.string() }),
        body: ZPressingFailBodySchema,
        response: answer,
      },
    },
    async (request) =>
      markPressingFailed({
        database,
        actor: actorOf(request),
        orderId: request.params.id,
        tierId: request.params.tier,
        body: request.body,
      }),
  );

  app.put(
    "/api/orders/labelsVerification/:tier",
    {
      config: claimsOf("labelsVerification"),
      schema: {
        tags: TAGS.tiers,
        summary: "Verify (or un-verify) a tier's labels",
        params: ZTierPathSchema,
        body: ZLabelsVerificationBodySchema,
        response: answer,
      },
    },
    async (request) =>
      verifyLabels({ database, actor: actorOf(request), tierId: request.params.tier, body: request.body }),
  );
}
