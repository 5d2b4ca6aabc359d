// Turnaround (administration §7 "Turnaround"): the notice the public site shows (app_settings key
// 'turnaround', logged like every setting) and the turnaround times per service (delete: admin only).
import type { TCreateTurnaroundTime, TTurnaroundTime, TUpdateTurnaroundTime } from "@gbo/contracts/settings";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type TurnaroundTimeRow, turnaroundTimes } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { pageOf } from "./paging";
import { readSetting, type Who, writeSetting } from "./setting-store";

export const TURNAROUND_KEY = "turnaround";
export const TURNAROUND_NOT_FOUND = "Turnaround time not found.";
export const TURNAROUND_STALE = "This turnaround time was changed by someone else. Reload and try again.";

export async function readNotice(db: Db) {
  const setting = await readSetting<string>(db, TURNAROUND_KEY);
  return { text: setting.value ?? "", version: setting.version, updatedAt: setting.updatedAt };
}

export async function saveNotice(db: Db, text: string, version: number, by: Who) {
  await writeSetting(db, TURNAROUND_KEY, text.trim(), version, by);
  return readNotice(db);
}

export const toTurnaroundTime = (row: TurnaroundTimeRow): TTurnaroundTime => ({
  id: row.id,
  title: row.title,
  service: row.service,
  days: row.days,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

export function listTurnaroundTimes(db: Db, query: { page: number; pageSize: number }) {
  return pageOf(
    db,
    turnaroundTimes,
    undefined,
    [asc(turnaroundTimes.sortOrder), asc(turnaroundTimes.id)],
    query,
    toTurnaroundTime,
  );
}

export async function getTurnaroundTime(db: Db, id: number): Promise<TTurnaroundTime> {
  const [row] = await db.select().from(turnaroundTimes).where(eq(turnaroundTimes.id, id)).limit(1);
  if (!row) throw new AppError("not_found", TURNAROUND_NOT_FOUND);
  return toTurnaroundTime(row);
}

const fieldsOf = (body: TCreateTurnaroundTime) => ({
  title: body.title,
  service: body.service ?? "",
  days: body.days,
  sortOrder: body.sortOrder ?? 0,
});

export async function createTurnaroundTime(db: Db, body: TCreateTurnaroundTime) {
  const [row] = await db.insert(turnaroundTimes).values(fieldsOf(body)).returning();
  return toTurnaroundTime(row!);
}

export async function updateTurnaroundTime(db: Db, id: number, body: TUpdateTurnaroundTime) {
  await getTurnaroundTime(db, id);
  const [row] = await db
    .update(turnaroundTimes)
    .set({ ...fieldsOf(body), version: sql`${turnaroundTimes.version} + 1` })
    .where(and(eq(turnaroundTimes.id, id), eq(turnaroundTimes.version, body.version)))
    .returning();
  if (!row) throw new AppError("conflict", TURNAROUND_STALE);
  return toTurnaroundTime(row);
}

export async function deleteTurnaroundTime(db: Db, id: number) {
  const [row] = await db
    .delete(turnaroundTimes)
    .where(eq(turnaroundTimes.id, id))
    .returning({ id: turnaroundTimes.id });
  if (!row) throw new AppError("not_found", TURNAROUND_NOT_FOUND);
  return { ok: true as const };
}
