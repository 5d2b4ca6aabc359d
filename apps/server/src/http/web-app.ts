import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

function isServerPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url === "/token" || url.startsWith("/token?");
}

/**
 * Serves the built web app. Unknown GETs outside /api and /token get index.html so client-side routes
 * survive a reload; unknown /api addresses answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, "index.html");
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: ["index.html"],
      // The build writes .br/.gz siblings (apps/web/precompress-plugin.ts); sent when the browser accepts them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite names assets by their content hash, so they never change; index.html always revalidates.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header("Cache-Control", "public, max-age=31536000, immutable");
        } else {
          reply.header("Cache-Control", "no-cache");
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send({ message: "Not found." });
    }
    if (isServerPath(url)) return reply.status(404).send({ message: "Not found." });
    if (!hasWebApp) {
      return reply
        .status(404)
        .type("text/plain")
        .send("The web app is not built: run `npm run build -w apps/web`.");
    }
    // A request for a missing asset (a file name with an extension) is a real 404, not a client route.
    if (/\.[a-z0-9]+$/i.test(url.split("?")[0] ?? ""))
      return reply.status(404).send({ message: "Not found." });
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
}
