// GET /api/events: order events as server-sent events for every open screen. Fed by LISTEN, so a
// write on any server process reaches screens connected to any other.
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../app-context";
import { subscribeOrderEvents } from "./order-events";

/** Keeps proxies from closing an idle stream. */
const PING_MS = 25_000;

export async function eventsRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const open = new Set<ServerResponse>();

  // Streams never end on their own: close them so the server can shut down.
  app.addHook("preClose", async () => {
    for (const response of open) response.end();
    open.clear();
  });

  app.get(
    "/api/events",
    {
      config: { claims: [], isTokenInQueryAllowed: true },
      schema: {
        tags: ["orders: live"],
        summary:
          "Order events as text/event-stream (event `order`, data {orderId, tierId, fromStatus, toStatus}; event `resync` when events may have been missed)",
        description:
          "EventSource cannot send headers: pass the access token as `?access_token=`. This route alone accepts it there. Reconnect with a fresh token when it expires.",
        querystring: z.object({ access_token: z.string().optional() }),
      },
    },
    async (_request, reply) => {
      reply.hijack();
      const response = reply.raw;
      // Subscribed before the first byte, so a client that has seen ": connected" misses nothing.
      const unsubscribe = await subscribeOrderEvents(
        context.database,
        (event) => {
          response.write(`event: order\ndata: ${JSON.stringify(event)}\n\n`);
        },
        // The server's own LISTEN connection was lost and is back: screens re-read what they show.
        () => response.write("event: resync\ndata: {}\n\n"),
      );
      response.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      response.write(": connected\n\n");
      open.add(response);
      const ping = setInterval(() => response.write(": ping\n\n"), PING_MS);
      const onClose = () => {
        clearInterval(ping);
        open.delete(response);
        void unsubscribe().catch(() => {});
      };
      response.on("close", onClose);
      if (response.destroyed) onClose();
    },
  );
}
