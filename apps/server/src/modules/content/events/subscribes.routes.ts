// Subscribes (administration §7): GET /api/content/subscribe/all/{a}/{b} (a page of sign-ups from day a
// through day b) and GET /api/content/subscribe/sendMailExcel/{a}/{b} (the same range as an .xlsx
// workbook, streamed). "-" for both days means every sign-up. Claims: the /subscribes menu link's.
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZSubscribesPageSchema,
  ZSubscribesPathSchema,
  ZSubscribesQuerySchema,
} from "@gbo/contracts/content-events";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { type JsonBytes, sendJsonBytes, toJsonBytes } from "../../../http/json-bytes";
import type { KeptReads } from "../../../http/kept-reads";
import { searchSubscribers, subscribersWorkbook } from "./subscribes";

const TAGS = ["content"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema };
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** `lists`: the content module's kept list pages, cleared by any content write (content/index.ts). */
export async function subscribesRoutes(
  instance: FastifyInstance,
  context: AppContext,
  lists: KeptReads<JsonBytes>,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...menuClaimsFor("/subscribes")];

  app.get(
    "/api/content/subscribe/all/:a/:b",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Sign-ups from start day a through end day b (YYYY-MM-DD or MM-DD-YYYY; '-' for none)",
        description:
          "Both days or none: 'Please select end date.', 'Please select start date.', 'Start date should not " +
          "be greater than end date!' (400). Newest first; pageSize at most 100.",
        params: ZSubscribesPathSchema,
        querystring: ZSubscribesQuerySchema,
        response: { 200: ZSubscribesPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { a, b } = request.params;
      const { page, pageSize } = request.query;
      const key = JSON.stringify(["subscribes", a, b, page, pageSize]);
      const bytes = await lists.read(key, async () =>
        toJsonBytes(ZSubscribesPageSchema.parse(await searchSubscribers(db, a, b, request.query))),
      );
      return sendJsonBytes(request, reply, bytes);
    },
  );

  app.get(
    "/api/content/subscribe/sendMailExcel/:a/:b",
    {
      config: { answers: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", claims },
      schema: {
        tags: TAGS,
        summary: "The sign-ups of the range as an .xlsx workbook (streamed, no row cap)",
        description:
          "The same checks with the 'enter' wording: 'Please enter end date.', 'Please enter start date.'. " +
          "One sheet 'Subscribers': Email, First name, Last name, Subscribed (UTC); oldest first.",
        params: ZSubscribesPathSchema,
      },
    },
    async (request, reply) => {
      const body = subscribersWorkbook(db, request.log, request.params.a, request.params.b);
      reply.header("Content-Type", XLSX);
      reply.header("Content-Disposition", 'attachment; filename="subscribers.xlsx"');
      return reply.send(body);
    },
  );
}
