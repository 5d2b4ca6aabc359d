// Labels (issue 17): worker label queues, label PDFs with Code 128 barcodes, relabel.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { labelPrintRoutes } from "./print.routes";
import { labelQueueRoutes } from "./queue.routes";
import { relabelRoutes } from "./relabel.routes";

/** For the demo seed: a comic's label text, as the label queue and the PDFs print it. */
export { labelOf } from "./label-comic";

export async function labelsRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  await labelQueueRoutes(instance, context);
  await labelPrintRoutes(instance, context);
  await relabelRoutes(instance, context);
}
