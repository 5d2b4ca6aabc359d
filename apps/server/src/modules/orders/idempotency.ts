// Idempotency keys of money-moving calls (the IETF Idempotency-Key draft, as Stripe applies it). One
// mechanism for every such call, present and future: pass `idempotency` to writeOrder (the money path
// and new orders use the same functions below).
// - A key belongs to one worker and one operation: another worker's same key is another key.
// - A repeat with the same payload gets the first answer back and moves nothing twice. So every keyed
//   call saves its first answer, whatever it was (a money move that found nothing to move included),
//   and looks its key up before it checks the version: the first call moved the version on, so checked
//   the other way round a repeat would answer 409 (issue 27 point 6: a replayed cancel did).
// - The same key with another payload is refused (422 in the draft) with a clear message: the
//   payload's canonical hash is stored with the key.
// - A request still in flight with the same key: on the same order it waits on the order's row lock;
//   on another order it waits on the key's unique index. Either way it then returns the first answer
//   (or refuses a different payload).
import { createHash } from "node:crypto";
import { type TOrderActionResult, ZOrderActionResultSchema } from "@gbo/contracts/orders";
import type { TSubmitOrderResult } from "@gbo/contracts/submissions";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderIdempotency } from "../../db/schema/index";
import { AppError, postgresCode } from "../../http/errors";

export const KEY_REUSED_MESSAGE =
  "This idempotency key was already used for a different request. Use a new key for a new request.";
export const KEY_IN_FLIGHT_MESSAGE =
  "A request with this idempotency key is still being processed. Try again in a moment.";

export type IdempotencyRequest = {
  key: string;
  /** The operation (route) the key belongs to: "transaction", "cancel", "billing"… */
  operation: string;
  /** The request as the client sent it (body and path values); the key itself is left out of the hash. */
  payload: Record<string, unknown>;
};

export type ScopedKey = IdempotencyRequest & { workerId: string; hash: string };

/** JSON with object keys sorted at every level, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** sha256 of the canonical payload, with the order it acts on. */
export function idempotencyHash(orderId: string, request: IdempotencyRequest): string {
  const { idempotencyKey: _key, ...payload } = request.payload;
  return createHash("sha256")
    .update(canonicalJson({ orderId, operation: request.operation, payload }))
    .digest("hex");
}

async function findKey(db: Db, scoped: ScopedKey) {
  const [row] = await db
    .select()
    .from(orderIdempotency)
    .where(
      and(
        eq(orderIdempotency.workerId, scoped.workerId),
        eq(orderIdempotency.operation, scoped.operation),
        eq(orderIdempotency.key, scoped.key),
      ),
    )
    .limit(1);
  return row;
}

function keyReused(): AppError {
  return new AppError("unprocessable", KEY_REUSED_MESSAGE);
}

/**
 * The first answer for a repeat, as it was saved, with the order it concerns; a refusal for the same key
 * with another payload; nothing for a new key.
 */
export async function firstAnswer(
  db: Db,
  scoped: ScopedKey,
): Promise<{ orderId: string; result: unknown } | undefined> {
  const row = await findKey(db, scoped);
  if (!row) return undefined;
  if (row.payloadHash !== scoped.hash) throw keyReused();
  return { orderId: row.orderId, result: row.result };
}

/** The first answer of a write to an order for a repeat (see firstAnswer). */
export async function replayOrRefuse(db: Db, scoped: ScopedKey): Promise<TOrderActionResult | undefined> {
  const first = await firstAnswer(db, scoped);
  return first && ZOrderActionResultSchema.parse(first.result);
}

/** Keeps the call's answer (JSON, as the client got it) under its key, in the call's own transaction. */
export async function saveIdempotentResult(
  db: Db,
  scoped: ScopedKey,
  orderId: string,
  result: TOrderActionResult | TSubmitOrderResult,
): Promise<void> {
  await db.insert(orderIdempotency).values({
    workerId: scoped.workerId,
    operation: scoped.operation,
    key: scoped.key,
    payloadHash: scoped.hash,
    orderId,
    result,
  });
}

/**
 * After a failed write: when another request with the same key committed first (unique violation on
 * the key), its answer is this one's too (or a refusal for another payload). Anything else is rethrown.
 */
export async function settleIdempotencyRace(
  db: Db,
  scoped: ScopedKey,
  error: unknown,
): Promise<TOrderActionResult> {
  // unique_violation on the key: another request with it committed first.
  if (postgresCode(error) !== "23505") throw error;
  const row = await findKey(db, scoped);
  if (!row) throw new AppError("conflict", KEY_IN_FLIGHT_MESSAGE);
  if (row.payloadHash !== scoped.hash) throw keyReused();
  return ZOrderActionResultSchema.parse(row.result);
}
