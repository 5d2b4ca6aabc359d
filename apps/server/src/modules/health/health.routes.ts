import { ZHealthSchema } from "@gbo/contracts/auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { schemaVersion } from "../../db/migrate";

export async function healthRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/health",
    {
      config: { public: true },
      schema: {
        tags: ["platform"],
        summary: "Liveness and schema version",
        response: { 200: ZHealthSchema },
      },
    },
    async () => ({
      status: "ok" as const,
      database: context.database.kind,
      schemaVersion: await schemaVersion(context.database),
    }),
  );

  // The trivial endpoint the benchmark compares every other read against.
  app.get(
    "/api/ping",
    {
      config: { public: true },
      schema: {
        tags: ["platform"],
        summary: "Trivial endpoint",
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async () => ({ ok: true as const }),
  );
}
