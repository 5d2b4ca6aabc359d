// Making a new order once (POST /api/orders/submit, a submission or a walk-in invoice): a repeat of the
// idempotency key answers what the first call answered (the order it made, as it was then), before any
// check of the catalog version; the order's random id is drawn again when taken.
import { randomInt } from "node:crypto";
import { type TSubmitOrderResult, ZSubmitOrderResultSchema } from "@gbo/contracts/submissions";
import { NO_PROMOCODE } from "@gbo/domain/messages";
import type { Quote } from "@gbo/domain/pricing";
import type { OrderStatus } from "@gbo/domain/workflow";
import { eq } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { type NewOrderRow, orders } from "../../db/schema/index";
import { publishOrderEvents } from "../../events/order-events";
import { AppError, postgresCode } from "../../http/errors";
import {
  firstAnswer,
  idempotencyHash,
  KEY_IN_FLIGHT_MESSAGE,
  type ScopedKey,
  saveIdempotentResult,
} from "./idempotency";
import type { Actor, Tx } from "./order-write";

const OPERATION = "submit";
const ORDER_ID_ATTEMPTS = 5;
const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The spec's order id: two digits (the year), a hyphen and seven letters or digits (`26-0A12345`). */
export function newOrderId(now: Date): string {
  let tail = "";
  for (let i = 0; i < 7; i += 1) tail += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${String(now.getUTCFullYear() % 100).padStart(2, "0")}-${tail}`;
}

type Totals = { grandTotal: number; taxes: number; count: number };

function resultOf(row: Totals & { id: string; version: number }): TSubmitOrderResult {
  return {
    id: row.id,
    version: row.version,
    grandTotal: row.grandTotal,
    taxes: row.taxes,
    amountDue: row.grandTotal + row.taxes,
    count: row.count,
  };
}

async function replay(db: Db, orderId: string): Promise<TSubmitOrderResult> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) throw new AppError("conflict", KEY_IN_FLIGHT_MESSAGE);
  return resultOf(row);
}

export type NewOrderRequest = {
  database: Database;
  actor: Actor;
  /** The request body as sent; its idempotencyKey scopes the answer (per worker). */
  body: { idempotencyKey: string } & Record<string, unknown>;
};

/** What an earlier call with the same key answered, if any (422 for the same key with another body). */
export async function earlierNewOrder(request: NewOrderRequest): Promise<TSubmitOrderResult | undefined> {
  return firstNewOrderAnswer(request.database.db, scopedKey(request));
}

async function firstNewOrderAnswer(db: Db, scoped: ScopedKey): Promise<TSubmitOrderResult | undefined> {
  const first = await firstAnswer(db, scoped);
  if (!first) return undefined;
  const saved = ZSubmitOrderResultSchema.safeParse(first.result);
  // A key saved before the answer itself was kept holds an action result: answer its order as it is.
  return saved.success ? saved.data : replay(db, first.orderId);
}

function scopedKey({ actor, body }: NewOrderRequest): ScopedKey {
  const request = { key: body.idempotencyKey, operation: OPERATION, payload: body };
  return { ...request, workerId: actor.id, hash: idempotencyHash("new", request) };
}

/**
 * Writes a new order in one transaction (`write` inserts the order row and everything that belongs to
 * it, with the id it is given) together with the idempotency key, then tells the queues.
 */
export async function insertNewOrder(
  request: NewOrderRequest & {
    now: Date;
    status: OrderStatus;
    totals: Totals;
    write: (tx: Tx, orderId: string) => Promise<void>;
  },
): Promise<TSubmitOrderResult> {
  const { database, status } = request;
  const scoped = scopedKey(request);
  for (let attempt = 1; ; attempt += 1) {
    const orderId = newOrderId(request.now);
    const answer = resultOf({ id: orderId, version: 1, ...request.totals });
    try {
      await database.db.transaction(async (tx) => {
        await request.write(tx, orderId);
        await saveIdempotentResult(tx, scoped, orderId, answer);
      });
    } catch (error) {
      if (postgresCode(error) !== "23505") throw error;
      // Either the same key committed first (its answer is ours) or the random id was taken (new id).
      const first = await firstNewOrderAnswer(database.db, scoped);
      if (first) return first;
      if (attempt >= ORDER_ID_ATTEMPTS) throw error;
      continue;
    }
    await publishOrderEvents(database, [{ orderId, tierId: null, fromStatus: null, toStatus: status }]);
    return answer;
  }
}

/** The order row's money columns from the server's quote (never from the browser). */
export function quotedOrderColumns(
  quote: Quote,
): Pick<
  NewOrderRow,
  | "count"
  | "total"
  | "baseTotal"
  | "discount"
  | "rewards"
  | "promoDiscount"
  | "promoCode"
  | "dropOffValue"
  | "sh"
  | "handling"
  | "insurance"
  | "taxes"
  | "grandTotal"
  | "balance"
  | "rate"
> {
  return {
    count: quote.count,
    total: quote.total,
    baseTotal: quote.baseTotal,
    discount: quote.discount,
    rewards: quote.rewards,
    promoDiscount: quote.promoDiscount,
    promoCode: quote.promoCode === NO_PROMOCODE ? null : (quote.promoCode ?? null),
    dropOffValue: quote.dropOffValue,
    sh: quote.sh,
    handling: quote.handling,
    insurance: quote.insurance,
    taxes: quote.taxes,
    grandTotal: quote.grandTotal,
    balance: quote.amountDue,
    rate: quote.rate?.name ?? null,
  };
}
