// Labels (issue 17): worker label queues, label PDFs with Code 128 barcodes, relabel.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";

export async function labelsRoutes(_instance: FastifyInstance, _context: AppContext): Promise<void> {}
