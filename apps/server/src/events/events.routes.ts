// GET /api/events: order events as server-sent events for every open screen. Fed by LISTEN, so a
// write on any server process reaches screens connected to any other. A stream lives only as long as
// its worker's session: when the worker is disabled, or their password or claims change (the token
// version moves), every stream they hold ends at once, on every process (the workers table's
// `worker_changed` NOTIFY).
import type { ServerResponse } from "node:http";
import { TEXT_LIMITS } from "@gbo/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../app-context";
import type { WorkerRow } from "../db/schema/index";
import { WORKER_CHANGED_CHANNEL } from "../http/worker-cache";
import { subscribeOrderEvents } from "./order-events";

/** Keeps proxies from closing an idle stream. */
const PING_MS = 25_000;
/**
 * Events for one stream within this window go out as one write. At a large lab's 50 events a second to
 * 900 open streams, a write per event and stream was a fifth of the server's time (the lab-day bench's
 * profile: writev); the web app batches what it hears by 150 ms anyway.
 */
const COALESCE_MS = 50;

export async function eventsRoutes(
  instance: FastifyInstance,
  context: AppContext,
  /** The worker row as stored now (identity's findWorkerById, handed in by app.ts). */
  findWorker: (workerId: string) => Promise<WorkerRow | undefined>,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  /** Open streams with the session they belong to (worker and the token version it was opened with). */
  const open = new Map<ServerResponse, { workerId: string; tokenVersion: number }>();

  /** Ends the streams of sessions that have ended since they opened (worker disabled, token version moved). */
  const endStaleStreams = async (workerIds?: ReadonlySet<string>) => {
    const byWorker = new Map<string, ServerResponse[]>();
    for (const [response, session] of open) {
      if (workerIds && !workerIds.has(session.workerId)) continue;
      byWorker.set(session.workerId, [...(byWorker.get(session.workerId) ?? []), response]);
    }
    for (const [workerId, responses] of byWorker) {
      const row = await findWorker(workerId);
      for (const response of responses) {
        const session = open.get(response);
        if (session && (!row?.isActive || row.tokenVersion !== session.tokenVersion)) {
          // Tells the screen why (it signs in again), then closes.
          response.write("event: session-ended\ndata: {}\n\n");
          response.end();
          open.delete(response);
        }
      }
    }
  };
  const onCheckError = (error: unknown) => app.log.error({ err: error }, "events: session check failed");
  const stopWorkerListen = await database.listen(
    WORKER_CHANGED_CHANNEL,
    (workerId) => void endStaleStreams(new Set([workerId])).catch(onCheckError),
    // Notifications may have been missed: check every open stream.
    () => void endStaleStreams().catch(onCheckError),
  );

  // One subscription for every stream: each event is parsed, checked and serialized once, not per screen.
  const senders = new Set<(text: string) => void>();
  const stopOrderListen = await subscribeOrderEvents(
    database,
    (event) => {
      const text = `event: order\ndata: ${JSON.stringify(event)}\n\n`;
      for (const send of senders) send(text);
    },
    // The server's own LISTEN connection was lost and is back: screens re-read what they show.
    () => {
      for (const send of senders) send("event: resync\ndata: {}\n\n");
    },
  );

  // Streams never end on their own: close them so the server can shut down.
  app.addHook("preClose", async () => {
    for (const response of open.keys()) response.end();
    open.clear();
  });
  app.addHook("onClose", async () => {
    await stopWorkerListen();
    await stopOrderListen();
  });

  app.get(
    "/api/events",
    {
      config: { answers: "text/event-stream", claims: [], isTokenInQueryAllowed: true },
      schema: {
        tags: ["orders: live"],
        summary:
          "Order events as text/event-stream (event `order`, data {orderId, tierId, fromStatus, toStatus}; event `resync` when events may have been missed)",
        description:
          "EventSource cannot send headers: pass the access token as `?access_token=`. This route alone accepts it there. Reconnect with a fresh token when it expires.",
        querystring: z.object({ access_token: z.string().max(TEXT_LIMITS.token).optional() }),
      },
    },
    async (request, reply) => {
      const worker = request.worker;
      // The session this stream belongs to, as it is now (auth has just checked it).
      const row = worker ? await findWorker(worker.id) : undefined;
      if (!worker || !row?.isActive) {
        return reply.code(401).send({ message: "Authorization has been denied for this request." });
      }
      reply.hijack();
      const response = reply.raw;
      let pending = "";
      let flush: NodeJS.Timeout | null = null;
      const send = (text: string) => {
        pending += text;
        flush ??= setTimeout(() => {
          flush = null;
          const out = pending;
          pending = "";
          if (!response.destroyed && !response.writableEnded) response.write(out);
        }, COALESCE_MS);
      };
      // Subscribed before the first byte, so a client that has seen ": connected" misses nothing.
      senders.add(send);
      response.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        // HTTP/2 forbids connection headers; its streams stay open anyway.
        ...(request.raw.httpVersionMajor < 2 ? { connection: "keep-alive" } : {}),
        "x-accel-buffering": "no",
      });
      response.write(": connected\n\n");
      open.set(response, { workerId: worker.id, tokenVersion: row.tokenVersion });
      context.metrics.eventStreams.inc();
      // A session ended between the check above and now would have found no stream to end.
      void endStaleStreams(new Set([worker.id])).catch(onCheckError);
      const ping = setInterval(() => response.write(": ping\n\n"), PING_MS);
      let isClosed = false;
      const onClose = () => {
        if (isClosed) return;
        isClosed = true;
        clearInterval(ping);
        if (flush) clearTimeout(flush);
        context.metrics.eventStreams.dec();
        open.delete(response);
        senders.delete(send);
      };
      response.on("close", onClose);
      if (response.destroyed) onClose();
    },
  );
}
