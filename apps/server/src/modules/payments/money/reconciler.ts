// Finishes attempts a request left pending (the process died after journaling a move, before or after
// the gateway's answer, or the gateway did not answer): on start, before the server answers, and every
// minute. Each is settled by what the gateway knows, recorded exactly as the request would have
// (record-results.ts; one row per attempt, whoever gets there first). A reference the gateway does not
// know it never received and, once asked, never will (payment-gateway.ts): failed at once, nothing
// moved, so an order is never held for minutes by a crash (issue 27 point 7). Only a gateway that cannot
// be asked leaves an attempt pending, for the next pass.

import type { PaymentAttemptRow } from "../../../db/schema/index";
import { publishOrderEvents } from "../../../events/order-events";
import { announceMilestonesQueued } from "../../../integrations/mail/milestone-outbox";
import { touchEvent } from "../../orders/index";
import { type AttemptResult, outcomeOf } from "./attempt-outcome";
import { askStatus } from "./gateway-calls";
import { findPendingAttempts, lockAttempts, lockOrder } from "./money.queries";
import { logEventError, type MoneyContext } from "./money-path";
import { recordResults } from "./record-results";

/**
 * The periodic run leaves younger attempts to their own request (at start there is none in this
 * process). Asking closes a reference, so this must outlast a gateway call's own timeout.
 */
export const RECONCILE_AFTER_MS = 30_000;
export const RECONCILE_EVERY_MS = 60_000;

export type ReconcileSummary = { recorded: number; failed: number; unknown: number };

async function resolve(context: MoneyContext, attempt: PaymentAttemptRow): Promise<AttemptResult> {
  // A counter-payment refund never reaches a gateway: its request died before recording it.
  if (!outcomeOf(attempt.outcome).move.isGateway) return "never-received";
  return askStatus({ db: context.database.db, gateway: context.gateway, log: context.log }, attempt);
}

/**
 * One pass over pending attempts older than `minAgeMs` (0 at start: no request of this process is in
 * flight then; one of another process may be, and asking is safe anyway: a call still on its way to the
 * gateway after its reference was closed is refused and moves nothing).
 */
export async function reconcilePayments(context: MoneyContext, minAgeMs: number): Promise<ReconcileSummary> {
  const now = context.now?.() ?? new Date();
  const pending = await findPendingAttempts(context.database.db, new Date(now.getTime() - minAgeMs));
  const summary: ReconcileSummary = { recorded: 0, failed: 0, unknown: 0 };
  const byOrder = new Map<string, Map<string, AttemptResult>>();
  for (const attempt of pending) {
    const result = await resolve(context, attempt);
    if (result === null) summary.unknown += 1;
    else if (result === "never-received" || !result.success) summary.failed += 1;
    else summary.recorded += 1;
    const results = byOrder.get(attempt.orderId) ?? new Map();
    results.set(attempt.id, result);
    byOrder.set(attempt.orderId, results);
  }
  for (const [orderId, results] of byOrder) {
    let written: object | undefined;
    const announced = await context.database.db.transaction(async (tx) => {
      written = tx;
      const order = await lockOrder(tx, orderId);
      if (!order) return undefined;
      // Re-read under the order's lock: a racing request may have finished them meanwhile.
      const attempts = await lockAttempts(tx, [...results.keys()]);
      const resolutions = attempts.map((attempt) => ({ attempt, result: results.get(attempt.id) ?? null }));
      const { isWritten } = await recordResults(tx, order, resolutions, now);
      return isWritten ? order : undefined;
    });
    announceMilestonesQueued(written);
    if (announced)
      await publishOrderEvents(context.database, [touchEvent(announced)], logEventError(context));
  }
  if (pending.length > 0) context.log?.info(summary, "payment attempts reconciled");
  return summary;
}

/** Runs a pass now and then every minute until stopped; passes never overlap. */
export function startReconciler(context: MoneyContext): { first: Promise<void>; stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const pass = (minAgeMs: number) => {
    running ??= reconcilePayments(context, minAgeMs)
      .then(() => undefined)
      .catch((error: unknown) => context.log?.warn({ err: error }, "payment reconciliation failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = pass(0);
  const timer = setInterval(() => void pass(RECONCILE_AFTER_MS), RECONCILE_EVERY_MS);
  timer.unref();
  return {
    first,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
