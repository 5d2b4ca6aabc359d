// One app_settings row per key with its version, and every change in settings_log (administration §3
// "Exchange-rate setting" with its log dialog). The tables' who-columns are integers while worker ids are
// uuids, so who changed a setting is kept inside the jsonb values ({ value, by: { id, name } }).
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appSettings, settingsLog } from "../../db/schema/index";
import { AppError } from "../../http/errors";

export type Who = { id: string; name: string };
type Stored<T> = { value: T; by?: Who | null };

export const SETTING_STALE = "These settings were changed by someone else. Reload and try again.";

export type Setting<T> = {
  value: T | null;
  version: number;
  updatedAt: string | null;
  updatedBy: Who | null;
};

export async function readSetting<T>(db: Db, key: string): Promise<Setting<T>> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  if (!row) return { value: null, version: 0, updatedAt: null, updatedBy: null };
  const stored = row.value as Stored<T>;
  return {
    value: stored.value,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: stored.by ?? null,
  };
}

/** Saves a value when `version` is the one read (0 = never saved), logging old and new; stale → 409. */
export async function writeSetting<T>(
  db: Db,
  key: string,
  value: T,
  version: number,
  by: Who,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, key))
      .for("update")
      .limit(1);
    if ((current?.version ?? 0) !== version) throw new AppError("conflict", SETTING_STALE);
    const stored: Stored<T> = { value, by };
    if (current) {
      const [changed] = await tx
        .update(appSettings)
        .set({ value: stored, updatedAt: new Date(), version: sql`${appSettings.version} + 1` })
        .where(and(eq(appSettings.key, key), eq(appSettings.version, version)))
        .returning({ key: appSettings.key });
      if (!changed) throw new AppError("conflict", SETTING_STALE);
    } else {
      const [added] = await tx
        .insert(appSettings)
        .values({ key, value: stored })
        .onConflictDoNothing()
        .returning({ key: appSettings.key });
      if (!added) throw new AppError("conflict", SETTING_STALE);
    }
    const old = current ? { value: (current.value as Stored<T>).value } : null;
    await tx.insert(settingsLog).values({ key, oldValue: old, newValue: stored });
  });
}

/** A setting's changes, newest first (served by the (key, changed_at) index). */
export async function settingLog(db: Db, key: string, page: number, pageSize: number) {
  const where = eq(settingsLog.key, key);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(settingsLog)
      .where(where)
      .orderBy(desc(settingsLog.changedAt), desc(settingsLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(settingsLog).where(where),
  ]);
  return {
    rows: rows.map((row) => {
      const next = row.newValue as Stored<unknown>;
      return {
        id: row.id,
        changedAt: row.changedAt.toISOString(),
        changedBy: next.by ?? null,
        oldValue: (row.oldValue as Stored<unknown> | null)?.value ?? null,
        newValue: next.value,
      };
    }),
    page,
    pageSize,
    total: counted?.count ?? 0,
  };
}
