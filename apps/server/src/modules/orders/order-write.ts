// The one way an order is written. One transaction owns the whole use case: it locks the order row
// (SELECT … FOR UPDATE), answers 404 for an unknown order and 409 for a stale version, then lets the
// use case read and check its rules on that locked snapshot with the same `tx`, then makes its writes
// and log rows; live events go out after the commit, without holding up the answer. Two writers of one order therefore run one after
// the other, and the loser always sees the winner's version (409), never a half-seen state (point 8 of
// issue 9: a losing tier completion once answered 400 from a tier read outside the version check).
//
// Inside `decide` every query must use `tx`: PGlite is a single connection, so a query through
// `database.db` would wait for this very transaction.
import type { TOrderActionResult, TOrderEvent } from "@gbo/contracts/orders";
import { normalizeOrderId } from "@gbo/domain/ids";
import { isTierLeavingGrading, milestoneOfOrderMove } from "@gbo/domain/mail";
import { isOrderStatus } from "@gbo/domain/workflow";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Database, type Db, queryRows } from "../../db/client";
import { type NewOrderRow, type OrderRow, orderLog, orders } from "../../db/schema/index";
import { publishOrderEvents } from "../../events/order-events";
import { AppError } from "../../http/errors";
import {
  announceMilestonesQueued,
  type QueuedMilestone,
  queueMilestoneMail,
} from "../../integrations/mail/milestone-outbox";
import {
  type IdempotencyRequest,
  idempotencyHash,
  replayOrRefuse,
  saveIdempotentResult,
  settleIdempotencyRace,
} from "./idempotency";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who is acting; written into the order log and transactions. */
export type Actor = { id: string; name: string; claims: readonly string[] };

export type LogInput = {
  type: string;
  description: string;
  tierId?: string | null;
  comicId?: string | null;
  fromStatus?: string | null;
  toStatus?: string | null;
};

export const STALE_VERSION_MESSAGE = "This order was changed by someone else. Reload it and try again.";
export const ORDER_NOT_FOUND_MESSAGE = "Order not found.";

/** What a use case decided to write, once its checks passed on the locked order. */
export type OrderWrite = {
  /** Fields of the order row to set along with the version bump. */
  changes?: Partial<Omit<NewOrderRow, "id" | "version">>;
  /** Further writes (tiers, comics, transactions) in the same transaction. */
  apply?: (tx: Tx) => Promise<void>;
  /**
   * Further writes as single UPDATE/INSERT statements without RETURNING, instead of `apply`: sent with
   * the version bump and the log rows as one statement (one round trip). They all see the rows as they
   * were before this write, so none may read or write a row another of them writes.
   */
  writes?: readonly SQL[];
  log?: readonly LogInput[];
  events?: readonly TOrderEvent[];
  /**
   * Customer e-mails beyond those writeOrder finds itself (the order's move in `changes.status`, grades
   * ready after a tier's move out of grading in `events`): a correction, a receipt.
   */
  milestones?: readonly QueuedMilestone[];
  /** The answer, given the order's new version. */
  answer: (version: number) => TOrderActionResult;
};

/** A use case may decide to write nothing (an already scanned comic, details left as they were). */
export type OrderWriteDecision = OrderWrite | { unchanged: TOrderActionResult };

export type OrderWriteContext = { tx: Tx; order: OrderRow };

export type WriteOrderOptions = {
  database: Database;
  /** The order id as the client sent it (either spec form); a malformed one is "not found". */
  orderId: string;
  /** The version the client read; null only for the spec's version-less payloads (the current one). */
  version: number | null;
  actor: Actor;
  /** Money-moving calls: the request's key, operation and payload (see idempotency.ts). */
  idempotency?: IdempotencyRequest;
  decide: (context: OrderWriteContext) => Promise<OrderWriteDecision>;
  onEventError?: (error: unknown) => void;
};

/** A path id in either spec form; a malformed one is simply "not found". */
export function orderIdFromPath(text: string): string {
  const id = normalizeOrderId(text);
  if (!id) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
  return id;
}

export async function writeOrder(options: WriteOrderOptions): Promise<TOrderActionResult> {
  const { database, version, actor } = options;
  const orderId = orderIdFromPath(options.orderId);
  const idempotency = options.idempotency
    ? { ...options.idempotency, workerId: actor.id, hash: idempotencyHash(orderId, options.idempotency) }
    : undefined;
  let events: readonly TOrderEvent[] = [];
  let written: Tx | undefined;
  let result: TOrderActionResult;
  try {
    result = await database.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
      if (!order) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
      // A repeat is answered before the version check: the first call moved the version on.
      if (idempotency) {
        const replay = await replayOrRefuse(tx, idempotency);
        if (replay) return replay;
      }
      if (version !== null && order.version !== version)
        throw new AppError("conflict", STALE_VERSION_MESSAGE);

      const decision = await options.decide({ tx, order });
      if ("unchanged" in decision) return decision.unchanged;

      const updated = decision.apply
        ? await bumpApplyLog(tx, order.id, actor, decision)
        : await writeInOneStatement(tx, order.id, actor, decision);
      if (!updated) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
      await queueMilestones(tx, order, decision);
      written = tx;
      const answer = decision.answer(updated.version);
      if (idempotency) await saveIdempotentResult(tx, idempotency, order.id, answer);
      events = decision.events ?? [];
      return answer;
    });
  } catch (error) {
    // The same key used at once on another order: the other request's answer (or 422) decides.
    if (idempotency) return settleIdempotencyRace(database.db, idempotency, error);
    throw error;
  }
  // The answer need not wait for the NOTIFY: each event's in-process listeners (the read caches) are told
  // at once, before the call's first await; a lost notification is logged, never thrown.
  announceMilestonesQueued(written);
  const onEventError = options.onEventError ?? (() => {});
  for (const event of events) publishOrderEvents(database, [event], onEventError).catch(onEventError);
  return result;
}

/**
 * The customer's milestone e-mails this write reaches, queued in its transaction (a statement each, only
 * on the writes that reach one): the order's move, grades ready once a tier leaves grading, the use
 * case's own.
 */
async function queueMilestones(tx: Tx, order: OrderRow, decision: OrderWrite): Promise<void> {
  const wanted: QueuedMilestone[] = [...(decision.milestones ?? [])];
  const to = decision.changes?.status;
  const moved =
    to && isOrderStatus(order.status) && isOrderStatus(to) ? milestoneOfOrderMove(order.status, to) : null;
  // The facts are read when the e-mail is written, just after the commit; the tracking number is kept as it
  // shipped, since a correction made meanwhile is an e-mail of its own.
  const trackingNumber = decision.changes?.trackingNumber ?? undefined;
  if (moved)
    wanted.push({ orderId: order.id, milestone: moved, ...(trackingNumber ? { trackingNumber } : {}) });
  const isTierOut = (decision.events ?? []).some(
    (event) => event.tierId && isTierLeavingGrading(event.fromStatus, event.toStatus),
  );
  if (isTierOut) wanted.push({ orderId: order.id, milestone: "grades" });
  for (const milestone of wanted) await queueMilestoneMail(tx, milestone);
}

const bumpOf = (tx: Tx, orderId: string, decision: OrderWrite) =>
  tx
    .update(orders)
    .set({ ...decision.changes, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning({ version: orders.version });

const logOf = (tx: Tx, orderId: string, actor: Actor, log: readonly LogInput[]) =>
  tx.insert(orderLog).values(
    log.map((entry) => ({
      orderId,
      workerId: actor.id,
      author: actor.name,
      type: entry.type,
      description: entry.description,
      tierId: entry.tierId ?? null,
      comicId: entry.comicId ?? null,
      fromStatus: entry.fromStatus ?? null,
      toStatus: entry.toStatus ?? null,
    })),
  );

/** The version bump, the use case's own writes (`apply`), then the log rows: a statement each. */
async function bumpApplyLog(tx: Tx, orderId: string, actor: Actor, decision: OrderWrite) {
  const [updated] = await bumpOf(tx, orderId, decision);
  await decision.apply?.(tx);
  if (decision.log && decision.log.length > 0) await logOf(tx, orderId, actor, decision.log);
  return updated;
}

/**
 * The version bump, `writes` and the log rows as one statement of data-modifying CTEs, all run to
 * completion (PostgreSQL runs every such CTE whether or not the query reads it); triggers fire at its end.
 */
async function writeInOneStatement(tx: Tx, orderId: string, actor: Actor, decision: OrderWrite) {
  const parts = [
    sql`bump as (${bumpOf(tx, orderId, decision).getSQL()})`,
    ...(decision.writes ?? []).map((write, index) => sql`${sql.raw(`write_${index}`)} as (${write})`),
    ...(decision.log && decision.log.length > 0
      ? [sql`log as (${logOf(tx, orderId, actor, decision.log).getSQL()})`]
      : []),
  ];
  const [updated] = await queryRows<{ version: number }>(
    tx,
    sql`with ${sql.join(parts, sql`, `)} select version from bump`,
  );
  return updated ? { version: Number(updated.version) } : undefined;
}
