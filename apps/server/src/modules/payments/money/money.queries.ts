// SQL of the money slice: the order's money rows, the attempt journal and the order lock.
import { and, asc, count, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  type OrderRow,
  orders,
  type PaymentAttemptRow,
  paymentAttempts,
  paymentMethods,
  type TransactionRow,
  transactions,
} from "../../../db/schema/index";

export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  return row;
}

/** Every money row of the order, oldest first (refund and void rules read them all). */
export async function findMoneyRows(db: Db, orderId: string): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
    .orderBy(asc(transactions.id));
}

export async function findTransaction(
  db: Db,
  orderId: string,
  transactionId: number,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.orderId, orderId), eq(transactions.id, transactionId)))
    .limit(1);
  return row;
}

export async function findTransactionById(
  db: Db,
  transactionId: number,
): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, transactionId)).limit(1);
  return row;
}

/** The gateway token of a stored method, deleted or not (the charge was checked when it was opened). */
export async function findMethodToken(db: Db, payMethodId: number): Promise<{ token: string } | undefined> {
  const [row] = await db
    .select({ token: paymentMethods.token })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, payMethodId))
    .limit(1);
  return row;
}

/**
 * Same-key requests queue here before anything else (on any order), so a key reused on two orders at
 * once is seen by the second as used, never charged twice.
 */
export async function lockIdempotencyScope(tx: Db, workerId: string, scope: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${workerId}\n${scope}`}))`);
}

/** The attempts one request (worker, operation and key) opened, in the order it opened them. */
export async function findScopeAttempts(
  db: Db,
  workerId: string,
  scope: string,
  options: { lock?: boolean } = {},
): Promise<PaymentAttemptRow[]> {
  const query = db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.workerId, workerId), eq(paymentAttempts.idempotencyKey, scope)))
    .orderBy(asc(paymentAttempts.createdAt), sql`(${paymentAttempts.outcome}->>'position')::int`);
  return options.lock ? query.for("update") : query;
}

export async function hasPendingAttempts(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.state, "pending")))
    .limit(1);
  return Boolean(row);
}

export async function insertAttempts(
  tx: Db,
  rows: (typeof paymentAttempts.$inferInsert)[],
): Promise<PaymentAttemptRow[]> {
  return tx.insert(paymentAttempts).values(rows).returning();
}

export async function lockAttempts(tx: Db, ids: readonly string[]): Promise<PaymentAttemptRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(paymentAttempts)
    .where(inArray(paymentAttempts.id, [...ids]))
    .for("update");
}

/** Pending attempts opened before `before` (the reconciler's work), oldest first. */
export async function findPendingAttempts(db: Db, before: Date, limit = 200): Promise<PaymentAttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.state, "pending"), lt(paymentAttempts.createdAt, before)))
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(limit);
}

export async function finishAttempt(
  tx: Db,
  id: string,
  fields: Pick<PaymentAttemptRow, "state" | "outcome" | "transactionId">,
): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ ...fields, finishedAt: new Date() })
    .where(eq(paymentAttempts.id, id));
}

/** Pending attempts opened before `before`: the reconciler's backlog, for /metrics. */
export async function countPendingAttempts(db: Db, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.state, "pending"), lt(paymentAttempts.createdAt, before)));
  return row?.n ?? 0;
}
