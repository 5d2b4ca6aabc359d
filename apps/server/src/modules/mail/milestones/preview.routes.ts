// Stub: the settings-slice helper writes this (the manager's preview of every template).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../app-context";

export async function milestonePreviewRoutes(
  _instance: FastifyInstance,
  _context: AppContext,
): Promise<void> {}
