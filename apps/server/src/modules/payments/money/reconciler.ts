// Finishes attempts a request left pending (the process died between the gateway's answer and our
// commit, or the gateway did not answer): on start and every minute. What the gateway knows is recorded
// exactly as the request would have (record-results.ts; one row per attempt, whoever gets there first);
// what it still does not know after a few minutes never reached it and is marked failed.

import type { PaymentAttemptRow } from "../../../db/schema/index";
import { publishOrderEvents } from "../../../events/order-events";
import { touchEvent } from "../../orders/index";
import { outcomeOf } from "./attempt-outcome";
import { askStatus } from "./gateway-calls";
import { findPendingAttempts, lockAttempts, lockOrder } from "./money.queries";
import { logEventError, type MoneyContext } from "./money-path";
import { type AttemptResolution, recordResults } from "./record-results";

/** The periodic run leaves younger attempts to their own request. */
export const RECONCILE_AFTER_MS = 30_000;
/** Still unknown to the gateway after this long: it never got the call. */
export const GIVE_UP_AFTER_MS = 5 * 60_000;
export const RECONCILE_EVERY_MS = 60_000;

export type ReconcileSummary = { recorded: number; failed: number; unknown: number };

async function resolve(
  context: MoneyContext,
  attempt: PaymentAttemptRow,
  now: Date,
): Promise<AttemptResolution["result"]> {
  const isOld = now.getTime() - attempt.createdAt.getTime() >= GIVE_UP_AFTER_MS;
  // A counter-payment refund never reached a gateway: its request died before recording it.
  if (!outcomeOf(attempt.outcome).move.isGateway) return isOld ? "give-up" : null;
  const known = await askStatus(
    { db: context.database.db, gateway: context.gateway, log: context.log },
    attempt,
  );
  return known ?? (isOld ? "give-up" : null);
}

/**
 * One pass over pending attempts older than `minAgeMs` (0 at start: no request of this process is in
 * flight then; one of another process may be, and recording what the gateway knows is safe anyway).
 */
export async function reconcilePayments(context: MoneyContext, minAgeMs: number): Promise<ReconcileSummary> {
  const now = context.now?.() ?? new Date();
  const pending = await findPendingAttempts(context.database.db, new Date(now.getTime() - minAgeMs));
  const summary: ReconcileSummary = { recorded: 0, failed: 0, unknown: 0 };
  const byOrder = new Map<string, Map<string, AttemptResolution["result"]>>();
  for (const attempt of pending) {
    const result = await resolve(context, attempt, now);
    if (result === null) summary.unknown += 1;
    else if (result === "give-up" || !result.success) summary.failed += 1;
    else summary.recorded += 1;
    const results = byOrder.get(attempt.orderId) ?? new Map();
    results.set(attempt.id, result);
    byOrder.set(attempt.orderId, results);
  }
  for (const [orderId, results] of byOrder) {
    const announced = await context.database.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) return undefined;
      // Re-read under the order's lock: a racing request may have finished them meanwhile.
      const attempts = await lockAttempts(tx, [...results.keys()]);
      const resolutions = attempts.map((attempt) => ({ attempt, result: results.get(attempt.id) ?? null }));
      const { isWritten } = await recordResults(tx, order, resolutions, now);
      return isWritten ? order : undefined;
    });
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
