// Stub: the customer-slice helper writes this (an order's e-mails, a customer's e-mail history).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../app-context";

export async function milestoneHistoryRoutes(
  _instance: FastifyInstance,
  _context: AppContext,
): Promise<void> {}
