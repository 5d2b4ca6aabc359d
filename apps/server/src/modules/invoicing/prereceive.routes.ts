// The pre-receiving calls (submissions-pricing §7): the page's read, comics submit, complete, remove
// original art. Claims: the add-comic screens' (§6 "invoicing", and the /comics menu's "comics" and
// "addcomic"), the domain's ORDER_ACTIONS.addComic.
import {
  ZPreReceiveCompleteBodySchema,
  ZPreReceiveCompleteResultSchema,
  ZPreReceiveSchema,
  ZPreReceiveSubmitBodySchema,
  ZPreReceiveSubmitResultSchema,
  ZRemoveOriginalArtBodySchema,
} from "@gbo/contracts/invoicing";
import { ZOrderActionResultSchema } from "@gbo/contracts/orders";
import { ORDER_ACTIONS } from "@gbo/domain/workflow";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { actorOf, ZOrderPathSchema } from "../orders/index";
import { getPreReceive, submitPreReceiveComics } from "./prereceive-comics";
import { completePreReceive, removeOriginalArt } from "./prereceive-complete";

const TAGS = ["invoicing: pre-receiving"];
const CLAIMS = ORDER_ACTIONS.addComic.anyOf;

export async function prereceiveRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  app.get(
    "/api/orders/:id/prereceive",
    {
      config: { claims: CLAIMS },
      schema: {
        tags: TAGS,
        summary: "The pre-receiving page: tiers with their comic and insured balances, the saved comics",
        params: ZOrderPathSchema,
        response: { 200: ZPreReceiveSchema },
      },
    },
    async (request) => getPreReceive({ database, actor: actorOf(request), orderId: request.params.id }),
  );

  app.post(
    "/api/orders/prereceive/comics/:id/submit",
    {
      config: { claims: CLAIMS },
      schema: {
        tags: TAGS,
        summary:
          "Save the comics list (new comics get the next sequence; left-out saved comics are removed); answers 1",
        params: ZOrderPathSchema,
        body: ZPreReceiveSubmitBodySchema,
        response: { 200: ZPreReceiveSubmitResultSchema },
      },
    },
    async (request) => {
      const result = await submitPreReceiveComics({
        database,
        actor: actorOf(request),
        orderId: request.params.id,
        body: request.body,
      });
      request.log.info(
        { orderId: request.params.id, comics: request.body.comics.length },
        "prereceive comics saved",
      );
      return result;
    },
  );

  app.post(
    "/api/orders/prereceive/:id/complete",
    {
      config: { claims: CLAIMS },
      schema: {
        tags: TAGS,
        summary: "Route every tier to its first station (every tier's balance must be 0); answers the lines",
        params: ZOrderPathSchema,
        body: ZPreReceiveCompleteBodySchema,
        response: { 200: ZPreReceiveCompleteResultSchema },
      },
    },
    async (request) => {
      const result = await completePreReceive({
        database,
        actor: actorOf(request),
        orderId: request.params.id,
        body: request.body,
      });
      request.log.info({ orderId: request.params.id, lines: result.lines }, "prereceive completed");
      return result;
    },
  );

  app.post(
    "/api/orders/removeOA",
    {
      config: { claims: CLAIMS },
      schema: {
        tags: TAGS,
        summary: "Take original art off one comic of an order at Add comic or Invoicing",
        body: ZRemoveOriginalArtBodySchema,
        response: { 200: ZOrderActionResultSchema },
      },
    },
    async (request) => removeOriginalArt({ database, actor: actorOf(request), body: request.body }),
  );
}
