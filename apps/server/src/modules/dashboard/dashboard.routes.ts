import {
  ZDashboardFlowSchema,
  ZDashboardRangeQuerySchema,
  ZDashboardRiskQuerySchema,
  ZDashboardRiskSchema,
  ZDashboardStationsSchema,
  ZDashboardThroughputSchema,
} from "@gbo/contracts/dashboard";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { sendJsonBytes } from "../../http/json-bytes";
import { actorOf } from "../orders/index";
import { createDashboardFigures } from "./dashboard-figures";

const TAGS = ["dashboard"];
/** Any signed-in worker: the figures name no customer, and each order links to its own checked screen. */
const SIGNED_IN = { claims: [] as string[] };

export async function dashboardRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const figures = await createDashboardFigures(context.database);
  instance.addHook("onClose", () => figures.close());

  app.get(
    "/api/dashboard/stations",
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "What waits at each station now",
        description:
          "Every station (the station queues but /support), the worker's own (their claims open its queue) first: orders or tiers waiting now (`unit`), the comics in them, and since when the one that has waited longest waits. Tiers count while their order is in process.",
        response: { 200: ZDashboardStationsSchema },
      },
    },
    // Sent as kept JSON bytes (http/json-bytes.ts); the schema still documents the shape they were built from.
    async (request, reply) => sendJsonBytes(request, reply, await figures.stations(actorOf(request).claims)),
  );

  app.get(
    "/api/dashboard/flow",
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "Arrivals, completions and what waited, per station and day, over the last 30 days",
        description:
          "Days are UTC, today last. An arrival is a stay begun at the station from elsewhere; a completion a stay ended for another station (not a cancellation). `waiting` is what waited at each day's end, worked back from now.",
        response: { 200: ZDashboardFlowSchema },
      },
    },
    async (request, reply) => sendJsonBytes(request, reply, await figures.flow(actorOf(request).claims)),
  );

  app.get(
    "/api/dashboard/risk",
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "Open orders at risk of their due date, most at risk first",
        description:
          "Kept for 30 s, then refreshed. Forecast: what the current stay has left and every later status's median stay (learnt from stays ended in the last 30 days; a day where none), tiers in parallel, then billing and shipping. Listed: overdue (due day passed), late (forecast after the due day) and tight (less than a day to spare), each by hours to spare.",
        querystring: ZDashboardRiskQuerySchema,
        response: { 200: ZDashboardRiskSchema },
      },
    },
    async (request, reply) =>
      sendJsonBytes(request, reply, await figures.risk(request.query.page, request.query.pageSize)),
  );

  app.get(
    "/api/dashboard/throughput",
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "Throughput per station and turnaround per tier code over a range of days",
        description:
          "Kept for 30 s, then refreshed. from and to are UTC days (inclusive, at most 366). Per station: stays ended in the range that left for the next station, their comics, comics per day and the median stay. Per tier code: orders completed in the range, median days from received to shipped, the promised days and how many shipped within them.",
        querystring: ZDashboardRangeQuerySchema,
        response: { 200: ZDashboardThroughputSchema },
      },
    },
    async (request, reply) =>
      sendJsonBytes(
        request,
        reply,
        await figures.throughput(request.query.from, request.query.to, actorOf(request).claims),
      ),
  );
}
