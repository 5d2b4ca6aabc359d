// Signature rows, per-comic and bulk VSP approval (workflow §4, §5, §7).
import {
  ZBulkVspBodySchema,
  ZBulkVspPlanSchema,
  ZComicSignaturesBodySchema,
  ZComicVspVerdictBodySchema,
} from "@gbo/contracts/comics";
import { ZOrderActionResultSchema } from "@gbo/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../app-context";
import { actorOf, claimsOf, ZOrderPathSchema } from "../../orders/index";
import { getBulkVspPlan } from "./bulk-vsp-plan";
import { saveSignatures } from "./save-signatures";
import { judgeComicSignatures, judgeTierSignatures, type Verdict } from "./vsp-verdict";

const TAGS = ["orders: comics"];
const ZComicPathSchema = ZOrderPathSchema.extend({
  comicId: z.string().max(30).describe("Comic sequence (001) or unique id (26-0A12345-001)"),
});
const VERDICTS: readonly Verdict[] = ["approve", "disapprove"];
const response = { 200: ZOrderActionResultSchema };

export async function signatureRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database, db } = context;
  const ZBulkPathSchema = ZOrderPathSchema.extend({
    tier: z.string().max(8).describe("Tier id (SO, SOF, …)"),
  });

  app.get(
    "/api/orders/:id/bulkvsp/:tier",
    {
      config: claimsOf("signComic"),
      schema: {
        tags: TAGS,
        summary: "What a bulk approve or disapprove of the tier would change, at the order's version",
        description:
          "The tier's comics with their undecided VSP and VSPP signatures (those a bulk verdict changes; approved or disapproved ones are kept), the counts the verdict's log line will record, and `blocker` when there is nothing to change. Send `version` back with the verdict: if the order changed in between, it answers 409.",
        params: ZBulkPathSchema,
        response: { 200: ZBulkVspPlanSchema },
      },
    },
    async (request) =>
      getBulkVspPlan({
        db,
        actor: actorOf(request),
        orderId: request.params.id,
        tierId: request.params.tier,
      }),
  );

  app.put(
    "/api/orders/:id/comic/:comicId/signatures",
    {
      config: claimsOf("signComic"),
      schema: {
        tags: TAGS,
        summary:
          "Save a comic's signature rows (add, edit, remove; at most 24) at the Signature station; the category is derived again",
        params: ZComicPathSchema,
        body: ZComicSignaturesBodySchema,
        response,
      },
    },
    async (request) =>
      saveSignatures({
        database,
        actor: actorOf(request),
        orderId: request.params.id,
        comicId: request.params.comicId,
        body: request.body,
      }),
  );

  for (const verdict of VERDICTS) {
    app.post(
      `/api/orders/:id/comic/:comicId/vsp/${verdict}`,
      {
        config: claimsOf("signComic"),
        schema: {
          tags: TAGS,
          summary:
            verdict === "approve"
              ? "Approve a comic's VSP and VSPP signatures (valid, dated today when undated)"
              : "Disapprove a comic's VSP and VSPP signatures (needs a comment; each failed one is described)",
          params: ZComicPathSchema,
          body: ZComicVspVerdictBodySchema,
          response,
        },
      },
      async (request) =>
        judgeComicSignatures({
          database,
          actor: actorOf(request),
          orderId: request.params.id,
          comicId: request.params.comicId,
          verdict,
          body: request.body,
        }),
    );

    app.post(
      `/api/orders/:id/bulkvsp/:tier/${verdict}`,
      {
        config: claimsOf("signComic"),
        schema: {
          tags: TAGS,
          summary:
            verdict === "approve"
              ? "Approve the undecided VSP and VSPP signatures of every comic of a tier at Signature"
              : "Disapprove the undecided VSP and VSPP signatures of every comic of a tier at Signature (needs a comment)",
          params: ZBulkPathSchema,
          body: ZBulkVspBodySchema,
          response,
        },
      },
      async (request) =>
        judgeTierSignatures({
          database,
          actor: actorOf(request),
          orderId: request.params.id,
          tierId: request.params.tier,
          verdict,
          body: request.body,
        }),
    );
  }
}
