// GET /api/public/content: the public site's read-only feed, without a token (config public), cached
// by clients and proxies for 300 s (administration §9) and revalidated with its ETag (304).
import { ZPublicContentSchema } from "@gbo/contracts/content";
import { CONTENT_CACHE_SECONDS } from "@gbo/domain/content";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../app-context";
import { publicFeedCache } from "./feed-cache";
import { etagOf, isNotModified, publicContent } from "./public-feed";

export const PUBLIC_CONTENT_PATH = "/api/public/content";

export async function publicFeedRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, blobs } = context;

  app.get(
    PUBLIC_CONTENT_PATH,
    {
      config: { public: true },
      schema: {
        tags: ["public"],
        summary:
          "The public site's content: last published banners still showing, active sliders, upcoming conventions, onsites and signings",
        description:
          "No token. Cache-Control: public, max-age=300. Send the ETag back in If-None-Match to get 304 while nothing changed. Picture addresses are signed for a day. " +
          "Every text field (banner headers and lines, slider name and caption, convention title and address, event title, info e-mail and comments) is plain text: it holds no markup (the forms refuse it; anything stored before that rule is published with its tags removed), so a page shows it as text and never as HTML. " +
          "A slider link is an absolute http:// or https:// address or a path on the public site starting with a single /, or empty for none.",
        security: [],
        response: {
          200: ZPublicContentSchema,
          304: z.null().describe("Not modified: the client's copy is current"),
        },
      },
    },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const { body, etag } = await publicFeedCache.get(origin, async () => {
        const fresh = await publicContent({ db, blobs, origin });
        return { body: fresh, etag: etagOf(fresh) };
      });
      reply.header("Cache-Control", `public, max-age=${CONTENT_CACHE_SECONDS}`).header("ETag", etag);
      if (isNotModified(request.headers["if-none-match"], etag)) return reply.code(304).send(null);
      return body as Awaited<ReturnType<typeof publicContent>>;
    },
  );
}
