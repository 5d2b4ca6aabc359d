// External users (administration §3, §7): the list (searched, sorted), one, create, the CSV export, and
// the known prefixes the reference lookup resolves.
import type { TExternalUser, TExternalUsersQuery } from "@gbo/contracts/external-users";
import { EXTERNAL_PREFIX_TAKEN, externalUserFormProblems } from "@gbo/domain/external-users";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { type ExternalUserRow, externalUsers } from "../../db/schema/people";
import { containsPattern, csvLine } from "../../http/csv";
import { AppError } from "../../http/errors";

export const EXTERNAL_USER_NOT_FOUND = "External user not found.";

function toExternalUser(row: ExternalUserRow): TExternalUser {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

function whereOf(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const like = containsPattern(text);
  return sql`(lower(${externalUsers.name}) like ${like} or lower(${externalUsers.prefix}) like ${like})`;
}

export async function listExternalUsers(db: Db, query: TExternalUsersQuery): Promise<TExternalUser[]> {
  const direction = query.sort.startsWith("-") ? desc : asc;
  const column = query.sort.endsWith("prefix") ? externalUsers.prefix : sql`lower(${externalUsers.name})`;
  const rows = await db
    .select()
    .from(externalUsers)
    .where(whereOf(query.search))
    .orderBy(direction(column), direction(externalUsers.id));
  return rows.map(toExternalUser);
}

export async function getExternalUser(db: Db, id: number): Promise<TExternalUser> {
  const [row] = await db.select().from(externalUsers).where(eq(externalUsers.id, id)).limit(1);
  if (!row) throw new AppError("not_found", EXTERNAL_USER_NOT_FOUND);
  return toExternalUser(row);
}

/** The stored prefix matching `prefix` (case-insensitive), if an external user holds it. */
export async function findKnownPrefix(db: Db, prefix: string): Promise<string | undefined> {
  const [row] = await db
    .select({ prefix: externalUsers.prefix })
    .from(externalUsers)
    .where(sql`upper(${externalUsers.prefix}) = ${prefix.trim().toUpperCase()}`)
    .limit(1);
  return row?.prefix;
}

export async function createExternalUser(
  db: Db,
  log: FastifyBaseLogger,
  actor: { userName: string },
  input: { name: string; prefix: string },
): Promise<TExternalUser> {
  const problems: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(externalUserFormProblems(input))) problems[field] = [message];
  const prefix = input.prefix.trim().toUpperCase();
  if (!problems.prefix && (await findKnownPrefix(db, prefix))) problems.prefix = [EXTERNAL_PREFIX_TAKEN];
  if (Object.keys(problems).length > 0) throw AppError.fields(ERROR_SAVING_CHANGES, problems);
  const [row] = await db
    .insert(externalUsers)
    .values({ name: input.name.trim(), prefix })
    .onConflictDoNothing()
    .returning();
  // Two managers adding the same prefix at once: the unique index answers for the second.
  if (!row) throw AppError.fields(ERROR_SAVING_CHANGES, { prefix: [EXTERNAL_PREFIX_TAKEN] });
  log.info({ by: actor.userName, prefix }, "external user created");
  return toExternalUser(row);
}

const CSV_BATCH = 500;

/** The filtered list as CSV in id order, 500 rows per query (keyset on id). */
export async function* externalUsersCsv(db: Db, search: string | undefined): AsyncGenerator<string> {
  yield csvLine(["id", "name", "prefix", "createdAt"]);
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(externalUsers)
      .where(and(whereOf(search), sql`${externalUsers.id} > ${after}`))
      .orderBy(asc(externalUsers.id))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    yield rows.map((r) => csvLine([r.id, r.name, r.prefix, r.createdAt.toISOString()])).join("");
    after = rows[rows.length - 1]!.id;
    if (rows.length < CSV_BATCH) return;
  }
}
