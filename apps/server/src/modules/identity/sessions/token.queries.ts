import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../../db/client";
import { refreshTokens, signInAttempts } from "../../../db/schema/index";

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  row: { tokenHash: string; familyId: string; workerId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** Marks a live token used in one statement, so two concurrent refreshes cannot both rotate it. */
export async function consumeRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every refresh family of the worker, except `keepFamilyId` when given. */
export async function revokeWorkerFamilies(db: Db, workerId: string, keepFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.workerId, workerId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}

// Advisory-lock namespaces (the first int of pg_advisory_xact_lock(int, int)) for the sign-in buckets.
const ACCOUNT_BUCKET_LOCK = 471_100_001;
const ADDRESS_BUCKET_LOCK = 471_100_002;

/**
 * Serialises sign-in reservations per account and per address until the transaction ends, so counting the
 * window and recording the attempt cannot interleave. Always account first, then address: every caller
 * takes one lock of each kind in that order, so two callers never wait on each other in a cycle.
 */
export async function lockSignInBuckets(
  tx: Db,
  buckets: { accountKey: string; address: string },
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ACCOUNT_BUCKET_LOCK}, hashtext(${buckets.accountKey}))`,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_BUCKET_LOCK}, hashtext(${buckets.address}))`);
}

/** Records an attempt as failed (a reservation until its password is checked); answers its id. */
export async function insertFailedSignInAttempt(
  db: Db,
  attempt: { accountKey: string; address: string },
): Promise<string> {
  const [row] = await db
    .insert(signInAttempts)
    .values({ ...attempt, isSuccess: false })
    .returning({ id: signInAttempts.id });
  if (!row) throw new Error("insert returned no sign-in attempt");
  return row.id;
}

/** A reserved attempt whose password was right: it no longer counts, and it resets the account's count. */
export async function markSignInAttemptSuccessful(db: Db, id: string): Promise<void> {
  await db.update(signInAttempts).set({ isSuccess: true }).where(eq(signInAttempts.id, id));
}

/** A reserved attempt that was neither a failure nor a sign-in (right password, e-mail not verified yet). */
export async function deleteSignInAttempt(db: Db, id: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.id, id));
}

export type FailureCounts = {
  accountFailures: number;
  accountOldest: Date | null;
  addressFailures: number;
  addressOldest: Date | null;
};

/**
 * Failed attempts inside the window: per account (only those after its last successful sign-in) and per
 * address. One round trip.
 */
export async function countRecentFailures(
  db: Db,
  options: { accountKey: string; address: string; windowMinutes: number },
): Promise<FailureCounts> {
  const since = sql`now() - make_interval(mins => ${options.windowMinutes})`;
  const rows = await queryRows<{
    account_failures: number;
    account_oldest: string | Date | null;
    address_failures: number;
    address_oldest: string | Date | null;
  }>(
    db,
    sql`
    with last_success as (
      select max(created_at) as at from ${signInAttempts}
      where account_key = ${options.accountKey} and is_success and created_at > ${since}
    ),
    account as (
      select count(*)::int as failures, min(created_at) as oldest from ${signInAttempts}
      where account_key = ${options.accountKey} and not is_success and created_at > ${since}
        and created_at > coalesce((select at from last_success), '-infinity'::timestamptz)
    ),
    address as (
      select count(*)::int as failures, min(created_at) as oldest from ${signInAttempts}
      where address = ${options.address} and not is_success and created_at > ${since}
    )
    select account.failures as account_failures, account.oldest as account_oldest,
           address.failures as address_failures, address.oldest as address_oldest
    from account, address`,
  );
  const row = rows[0];
  const toDate = (value: string | Date | null | undefined) => (value ? new Date(value) : null);
  return {
    accountFailures: Number(row?.account_failures ?? 0),
    accountOldest: toDate(row?.account_oldest),
    addressFailures: Number(row?.address_failures ?? 0),
    addressOldest: toDate(row?.address_oldest),
  };
}
