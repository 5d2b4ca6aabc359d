// Origins of a submission (submissions-pricing §9): conventions not older than 3 days (future ones too),
// then the fixed Mail and Walk In (domain listOrigins, ids "Mail" and "WalkIn").
import type { TOrigin } from "@gbo/contracts/catalog";
import { addDays, utcDay } from "@gbo/domain/dates";
import { listOrigins, ORIGIN_EVENT_MAX_AGE_DAYS } from "@gbo/domain/invoice";
import { asc, gte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conventions } from "../../db/schema/index";

/** At most this many events are offered (a year of conventions is a few dozen). */
const MAX_EVENTS = 200;

export async function listOriginsOn(db: Db, today: string = utcDay(Date.now())): Promise<TOrigin[]> {
  const rows = await db
    .select({ id: conventions.id, title: conventions.title, date: conventions.date })
    .from(conventions)
    .where(gte(conventions.date, addDays(today, -ORIGIN_EVENT_MAX_AGE_DAYS)))
    .orderBy(asc(conventions.date), asc(conventions.id))
    .limit(MAX_EVENTS);
  return listOrigins(
    rows.map((row) => ({ id: String(row.id), title: row.title, date: row.date })),
    today,
  );
}
