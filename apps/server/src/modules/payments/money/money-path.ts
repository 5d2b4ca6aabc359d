// The one path every charge, refund and void takes (issue 12 point 5: no double charge, no lost charge).
// writeOrder's single transaction cannot hold a gateway call, so a move is three steps:
//  1. a short transaction: the order locked, the first answer replayed for a repeated key, the version,
//     the claims and the rules checked (`plan`), and one pending attempt per gateway call journaled,
//     committed before any money moves (its id is the gateway reference);
//  2. the gateway calls, outside any transaction;
//  3. a second transaction records each answer (record-results.ts), bumps the version, saves the
//     idempotent answer once nothing is pending, and then the order is announced to open screens.
// A retry with the same key finds its attempts and asks the gateway about each one still pending: what
// the gateway knows is recorded; what it does not know it never received and now never will (asking
// closes the reference, payment-gateway.ts), so it is failed at once and nothing moved: the worker may
// charge again, and the order is not held (issue 27 point 7). Same-key requests inside this process
// wait for the first one instead of racing it.
import { randomUUID } from "node:crypto";
import type { TMoneyResult } from "@gbo/contracts/payments";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/client";
import type { OrderRow, PaymentAttemptRow } from "../../../db/schema/index";
import { publishOrderEvents } from "../../../events/order-events";
import { AppError } from "../../../http/errors";
import { announceMilestonesQueued } from "../../../integrations/mail/milestone-outbox";
import type { PaymentGateway } from "../../../integrations/payments/index";
import {
  type Actor,
  idempotencyHash,
  KEY_REUSED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  orderIdFromPath,
  replayOrRefuse,
  STALE_VERSION_MESSAGE,
  saveIdempotentResult,
  type Tx,
  touchEvent,
} from "../../orders/index";
import { type AttemptResult, outcomeOf, type PlannedMove } from "./attempt-outcome";
import { askStatus, callGateway } from "./gateway-calls";
import {
  findScopeAttempts,
  hasPendingAttempts,
  insertAttempts,
  lockIdempotencyScope,
  lockOrder,
} from "./money.queries";
import { moneyAnswer, outcomesOf } from "./money-answer";
import { recordResults } from "./record-results";

export const PAYMENT_IN_PROGRESS =
  "A payment on this order is still being processed. Reload the order in a moment and try again.";

export type MoneyContext = {
  database: Database;
  gateway: PaymentGateway;
  now?: () => Date;
  log?: FastifyBaseLogger;
};

export type MoneyOperation = "charge" | "refund" | "void" | "cancel-refund";

export type MoneyRequest = {
  actor: Actor;
  /** As the client sent it (either spec form). */
  orderId: string;
  version: number;
  operation: MoneyOperation;
  idempotencyKey: string;
  /** The request's values, hashed with the key (a reused key with other values is refused). */
  payload: Record<string, unknown>;
  /** Checks on the locked order (claims, status, rules) and what to move; throws AppError to refuse. */
  plan: (tx: Tx, order: OrderRow) => Promise<PlannedMove[]>;
};

type Scoped = {
  key: string;
  operation: string;
  payload: Record<string, unknown>;
  workerId: string;
  hash: string;
};

type Opened =
  | { replay: TMoneyResult }
  | { nothing: true }
  | { order: OrderRow; attempts: PaymentAttemptRow[]; isResume: boolean };

/** Same-key requests in flight in this process, per database: the later ones share the first's answer. */
const inFlight = new WeakMap<object, Map<string, { hash: string; answer: Promise<TMoneyResult | null> }>>();

function joinInFlight(
  database: Database,
  scope: string,
  hash: string,
  run: () => Promise<TMoneyResult | null>,
): Promise<TMoneyResult | null> {
  let running = inFlight.get(database);
  if (!running) {
    running = new Map();
    inFlight.set(database, running);
  }
  const current = running.get(scope);
  if (current) {
    if (current.hash !== hash) return Promise.reject(new AppError("unprocessable", KEY_REUSED_MESSAGE));
    return current.answer;
  }
  const answer = run().finally(() => running.delete(scope));
  running.set(scope, { hash, answer });
  return answer;
}

/** Runs a money move; null only when `plan` found nothing to move (a cancel with no card payment). */
export async function moveMoney(context: MoneyContext, request: MoneyRequest): Promise<TMoneyResult | null> {
  const orderId = orderIdFromPath(request.orderId);
  const { actor, operation } = request;
  const idempotency = { key: request.idempotencyKey, operation, payload: request.payload };
  const scoped: Scoped = { ...idempotency, workerId: actor.id, hash: idempotencyHash(orderId, idempotency) };
  // The journal's key: a key belongs to one worker and one operation (idempotency.ts).
  const scope = `${operation}:${request.idempotencyKey}`;
  return joinInFlight(context.database, `${actor.id}\n${scope}`, scoped.hash, async () => {
    const opened = await openAttempts(context, request, orderId, scoped, scope);
    if ("replay" in opened) return opened.replay;
    if ("nothing" in opened) return null;
    const results = await resolveAttempts(context, opened.attempts, opened.isResume);
    return finishAttempts(context, orderId, scoped, scope, results);
  });
}

/**
 * A dialog's call (charge, refund, void): the body names the order, the version it read and the key;
 * `plan` checks the locked order and always finds something to move (or refuses).
 */
export async function moveMoneyFor(options: {
  context: MoneyContext;
  actor: Actor;
  operation: Exclude<MoneyOperation, "cancel-refund">;
  body: { orderId: string; version: number; idempotencyKey: string };
  plan: (tx: Tx, order: OrderRow, now: Date) => Promise<PlannedMove[]>;
}): Promise<TMoneyResult> {
  const { context, body } = options;
  const answer = await moveMoney(context, {
    actor: options.actor,
    orderId: body.orderId,
    version: body.version,
    operation: options.operation,
    idempotencyKey: body.idempotencyKey,
    payload: body,
    plan: (tx, order) => options.plan(tx, order, context.now?.() ?? new Date()),
  });
  if (!answer) throw new Error(`${options.operation}: nothing to move`);
  return answer;
}

/** Step 1: checks and the journal, committed before any money moves. */
async function openAttempts(
  context: MoneyContext,
  request: MoneyRequest,
  orderId: string,
  scoped: Scoped,
  scope: string,
): Promise<Opened> {
  const { actor } = request;
  return context.database.db.transaction(async (tx): Promise<Opened> => {
    await lockIdempotencyScope(tx, actor.id, scope);
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
    // A repeat is answered before the version check: the first call moved the version on.
    const saved = await replayOrRefuse(tx, scoped);
    const existing = await findScopeAttempts(tx, actor.id, scope);
    if (saved && existing.length === 0) return { nothing: true };
    if (saved) return { replay: { ...saved, outcomes: outcomesOf(existing) } };
    if (existing.length > 0) {
      if (outcomeOf(existing[0]?.outcome).requestHash !== scoped.hash) {
        throw new AppError("unprocessable", KEY_REUSED_MESSAGE);
      }
      return { order, attempts: existing, isResume: true };
    }
    if (order.version !== request.version) throw new AppError("conflict", STALE_VERSION_MESSAGE);
    // One money move at a time per order: what is left to refund or charge depends on the one before.
    if (await hasPendingAttempts(tx, order.id)) throw new AppError("conflict", PAYMENT_IN_PROGRESS);
    const moves = await request.plan(tx, order);
    if (moves.length === 0) {
      // Kept like any first answer, so that a repeat (its version now stale) is known as one: the
      // cancel that called it then answers its own first answer instead of 409.
      await saveIdempotentResult(tx, scoped, order.id, moneyAnswer(order, order.version, []));
      return { nothing: true };
    }
    const attempts = await insertAttempts(
      tx,
      moves.map((move, position) => ({
        id: randomUUID(),
        orderId: order.id,
        kind: move.kind,
        state: "pending" as const,
        payMethodId: move.payMethodId,
        parentTransactionId: move.parentTransactionId,
        amount: move.amountCents,
        workerId: actor.id,
        author: actor.name,
        idempotencyKey: scope,
        outcome: { requestHash: scoped.hash, position, move },
      })),
    );
    attempts.sort((a, b) => outcomeOf(a.outcome).position - outcomeOf(b.outcome).position);
    return { order, attempts, isResume: false };
  });
}

/** Step 2: the gateway calls, one after the other, outside any transaction. */
async function resolveAttempts(
  context: MoneyContext,
  attempts: readonly PaymentAttemptRow[],
  isResume: boolean,
): Promise<Map<string, AttemptResult>> {
  const gatewayContext = { db: context.database.db, gateway: context.gateway, log: context.log };
  const results = new Map<string, AttemptResult>();
  for (const attempt of attempts) {
    if (attempt.state !== "pending") continue;
    // A retry never sends a pending gateway move again: it settles it by what the gateway knows
    // ("never-received" fails it now; null, the gateway could not be asked, leaves it pending).
    const isAsked = isResume && outcomeOf(attempt.outcome).move.isGateway;
    results.set(
      attempt.id,
      isAsked ? await askStatus(gatewayContext, attempt) : await callGateway(gatewayContext, attempt),
    );
  }
  return results;
}

/** Step 3: record what is known, answer, and announce the order. */
async function finishAttempts(
  context: MoneyContext,
  orderId: string,
  scoped: Scoped,
  scope: string,
  results: Map<string, AttemptResult>,
): Promise<TMoneyResult> {
  const now = context.now?.() ?? new Date();
  let announce: OrderRow | undefined;
  let written: object | undefined;
  const answer = await context.database.db.transaction(async (tx) => {
    written = tx;
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
    const attempts = await findScopeAttempts(tx, scoped.workerId, scope, { lock: true });
    // Another request with this key finished first: its answer is this one's.
    const saved = await replayOrRefuse(tx, scoped);
    if (saved) return { ...saved, outcomes: outcomesOf(attempts) };
    const resolutions = attempts.map((attempt) => ({ attempt, result: results.get(attempt.id) ?? null }));
    const { version, isWritten } = await recordResults(tx, order, resolutions, now);
    if (isWritten) announce = order;
    const finished = await findScopeAttempts(tx, scoped.workerId, scope);
    const result = moneyAnswer(order, version, finished);
    // Saved once nothing is pending; until then a retry with the key resolves the rest.
    if (finished.every((attempt) => attempt.state !== "pending")) {
      await saveIdempotentResult(tx, scoped, order.id, result);
    }
    return result;
  });
  announceMilestonesQueued(written);
  if (announce) await publishOrderEvents(context.database, [touchEvent(announce)], logEventError(context));
  return answer;
}

export function logEventError(context: MoneyContext) {
  return (error: unknown) => context.log?.warn({ err: error }, "order event not sent");
}
