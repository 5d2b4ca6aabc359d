// Stub: the renderer helper writes this (renders queued milestone e-mails, then lets the sender take them).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../app-context";

export function startMilestoneRenderer(_instance: FastifyInstance, _context: AppContext): void {}
