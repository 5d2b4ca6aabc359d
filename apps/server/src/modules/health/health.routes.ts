import { ZHealthSchema } from "@gbo/contracts/auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { checkHealth } from "./health-check";

export async function healthRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/health",
    {
      config: { public: true },
      schema: {
        tags: ["platform"],
        summary: "Whether this process can serve: its database answers and, embedded, it holds the data lock",
        description:
          "503 with the same body when it cannot: a load balancer takes the process out of rotation.",
        response: { 200: ZHealthSchema, 503: ZHealthSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(context.database);
      return reply.code(health.status === "ok" ? 200 : 503).send(health);
    },
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
