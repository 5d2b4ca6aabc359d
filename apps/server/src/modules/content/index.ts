// Public-site content (issue 16; administration §2–§7): banners, sliders, images and the public feed
// (site/), conventions, onsite events, signings and subscribes (events/).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { eventContentRoutes } from "./events/index";
import { publicFeedCache } from "./site/feed-cache";
import { siteContentRoutes } from "./site/index";

export async function contentRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  // A successful write of any content clears the public feed's cache (§9: cleared by writes).
  instance.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400)
      publicFeedCache.clear();
  });
  await siteContentRoutes(instance, context);
  await eventContentRoutes(instance, context);
}
