// Public-site content (issue 16; administration §2–§7): banners, sliders, images and the public feed
// (site/), conventions, onsite events, signings and subscribes (events/).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import type { JsonBytes } from "../../http/json-bytes";
import { createKeptReads } from "../../http/kept-reads";
import { eventContentRoutes } from "./events/index";
import { publicFeedCache } from "./site/feed-cache";
import { siteContentRoutes } from "./site/index";

/** For the catalog: GET /api/conventions/{id} reads one convention. */
export { getConventionDetail } from "./events/index";

export async function contentRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  // The staff list pages kept by this process (banners, subscribes): each read went to the database,
  // which on PGlite shares the server's one thread (D25).
  const lists = createKeptReads<JsonBytes>();
  // A successful write of any content clears the public feed's cache (§9: cleared by writes) and the
  // kept lists, before its answer goes out, so the screen's re-read after it sees the write.
  instance.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) {
      publicFeedCache.clear();
      lists.clear();
    }
    return payload;
  });
  await siteContentRoutes(instance, context, lists);
  await eventContentRoutes(instance, context, lists);
}
