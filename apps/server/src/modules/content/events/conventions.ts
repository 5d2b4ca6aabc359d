// Conventions (administration §3 "id, title, date, address"; §7): the list, one convention with its
// version and picture, the upcoming ones (GET /api/conventions/onsite/), create, update with the version
// read (stale → 409) and delete (admins only, §6; the route holds that claim) with its picture.
import type {
  TContentConvention,
  TConventionInput,
  TConventionsPage,
  TUpcomingConventions,
} from "@gbo/contracts/content-events";
import { conventionFormProblems } from "@gbo/domain/content";
import { utcDay } from "@gbo/domain/dates";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { and, asc, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { type ConventionRow, conventions } from "../../../db/schema/content";
import { AppError } from "../../../http/errors";
import type { BlobStore } from "../../../integrations/blobs/index";
import { imageKeyOf, pictureUrlOf } from "./content-images";

export const CONVENTION_NOT_FOUND = "Convention not found.";
export const CONVENTION_STALE = "This convention was changed by someone else. Reload and try again.";
export const VERSION_REQUIRED = "The version read is required.";

type Actor = { userName: string };
type Deps = { db: Db; blobs: BlobStore; log: FastifyBaseLogger; actor: Actor };

const UPCOMING_MAX = 200;

function toConvention(row: ConventionRow) {
  return { id: row.id, title: row.title, date: row.date, address: row.address, version: row.version };
}

function whenOf(when: "all" | "upcoming" | "past", today: string): { where?: SQL; order: SQL[] } {
  if (when === "upcoming") return { where: gte(conventions.date, today), order: [asc(conventions.date)] };
  if (when === "past") return { where: lt(conventions.date, today), order: [desc(conventions.date)] };
  return { order: [desc(conventions.date)] };
}

export async function listConventions(
  db: Db,
  query: { page: number; pageSize: number; when: "all" | "upcoming" | "past" },
  today: string = utcDay(Date.now()),
): Promise<TConventionsPage> {
  const { where, order } = whenOf(query.when, today);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(conventions).where(where);
  const rows = await db
    .select()
    .from(conventions)
    .where(where)
    .orderBy(...order, desc(conventions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    rows: rows.map(toConvention),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.count ?? 0,
  };
}

export async function listUpcomingConventions(
  db: Db,
  today: string = utcDay(Date.now()),
): Promise<TUpcomingConventions> {
  const rows = await db
    .select({
      id: conventions.id,
      title: conventions.title,
      date: conventions.date,
      address: conventions.address,
    })
    .from(conventions)
    .where(gte(conventions.date, today))
    .orderBy(asc(conventions.date), asc(conventions.id))
    .limit(UPCOMING_MAX);
  return { rows };
}

async function requireConvention(db: Db, id: number): Promise<ConventionRow> {
  const [row] = await db.select().from(conventions).where(eq(conventions.id, id)).limit(1);
  if (!row) throw new AppError("not_found", CONVENTION_NOT_FOUND);
  return row;
}

/** One convention with its version and picture (also GET /api/conventions/{id} of the catalog routes). */
export async function getConventionDetail(db: Db, blobs: BlobStore, id: number): Promise<TContentConvention> {
  const row = await requireConvention(db, id);
  return { ...toConvention(row), imageUrl: await pictureUrlOf(blobs, row) };
}

function checked(input: TConventionInput) {
  const form = { title: input.title.trim(), date: input.date.trim(), address: input.address?.trim() || null };
  const problems = conventionFormProblems(form);
  if (Object.keys(problems).length > 0) {
    throw AppError.fields(
      ERROR_SAVING_CHANGES,
      Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])),
    );
  }
  return form;
}

export async function createConvention(deps: Deps, input: TConventionInput): Promise<TContentConvention> {
  const values = checked(input);
  const [row] = await deps.db.insert(conventions).values(values).returning();
  deps.log.info({ by: deps.actor.userName, conventionId: row!.id }, "convention created");
  return getConventionDetail(deps.db, deps.blobs, row!.id);
}

export async function updateConvention(
  deps: Deps,
  id: number,
  input: TConventionInput,
): Promise<TContentConvention> {
  await requireConvention(deps.db, id);
  const values = checked(input);
  if (input.version === undefined)
    throw AppError.fields(ERROR_SAVING_CHANGES, { version: [VERSION_REQUIRED] });
  const [row] = await deps.db
    .update(conventions)
    .set({ ...values, version: sql`${conventions.version} + 1` })
    .where(and(eq(conventions.id, id), eq(conventions.version, input.version)))
    .returning({ id: conventions.id });
  if (!row) throw new AppError("conflict", CONVENTION_STALE);
  deps.log.info({ by: deps.actor.userName, conventionId: id }, "convention updated");
  return getConventionDetail(deps.db, deps.blobs, id);
}

export async function deleteConvention(deps: Deps, id: number): Promise<{ ok: true }> {
  await requireConvention(deps.db, id);
  await deps.db.delete(conventions).where(eq(conventions.id, id));
  await deps.blobs.delete(imageKeyOf("conventions", id));
  deps.log.info({ by: deps.actor.userName, conventionId: id }, "convention deleted");
  return { ok: true };
}
