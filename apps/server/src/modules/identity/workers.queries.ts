import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type NewWorkerRow, type WorkerRow, workers } from "../../db/schema/index";

export async function findWorkerById(db: Db, id: string): Promise<WorkerRow | undefined> {
  // A malformed id is simply "no such worker", never a database error.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const rows = await db.select().from(workers).where(eq(workers.id, id)).limit(1);
  return rows[0];
}

/** Sign-in accepts the user name or the e-mail address, both case-insensitive. */
export async function findWorkerByLogin(db: Db, login: string): Promise<WorkerRow | undefined> {
  const key = login.trim().toLowerCase();
  const rows = await db
    .select()
    .from(workers)
    .where(sql`lower(${workers.userName}) = ${key} or lower(${workers.email}) = ${key}`)
    .orderBy(sql`lower(${workers.userName}) = ${key} desc`)
    .limit(1);
  return rows[0];
}

/** By user name only (case-insensitive), never by e-mail. */
export async function findWorkerByUserName(db: Db, userName: string): Promise<WorkerRow | undefined> {
  const rows = await db
    .select()
    .from(workers)
    .where(sql`lower(${workers.userName}) = ${userName.trim().toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findWorkerByEmail(db: Db, email: string): Promise<WorkerRow | undefined> {
  const rows = await db
    .select()
    .from(workers)
    .where(sql`lower(${workers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function insertWorker(db: Db, row: NewWorkerRow): Promise<WorkerRow> {
  const [created] = await db.insert(workers).values(row).returning();
  if (!created) throw new Error("insert returned no worker");
  return created;
}

export async function countWorkers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(workers);
  return row?.count ?? 0;
}

/**
 * Stores a new password hash. It does not end the worker's sessions: every caller does that with
 * endWorkerSessions in the same transaction (the one place the token version moves).
 */
export async function setPasswordHash(db: Db, workerId: string, passwordHash: string): Promise<void> {
  const [row] = await db
    .update(workers)
    .set({ passwordHash, updatedAt: new Date(), version: sql`${workers.version} + 1` })
    .where(eq(workers.id, workerId))
    .returning({ id: workers.id });
  if (!row) throw new Error("worker vanished");
}
