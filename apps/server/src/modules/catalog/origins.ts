// Origins of a submission (submissions-pricing §9): conventions not older than 3 days (future ones too),
// then the fixed Mail and Walk In (domain listOrigins, ids "Mail" and "WalkIn").
import type { TConvention, TOrigin } from "@gbo/contracts/catalog";
import { addDays, utcDay } from "@gbo/domain/dates";
import { listOrigins, ORIGIN_EVENT_MAX_AGE_DAYS } from "@gbo/domain/invoice";
import { asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conventions } from "../../db/schema/index";
import { AppError } from "../../http/errors";

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

export const CONVENTION_NOT_FOUND = "Convention not found.";

export async function getConvention(db: Db, id: number): Promise<TConvention> {
  const [row] = await db
    .select({
      id: conventions.id,
      title: conventions.title,
      date: conventions.date,
      address: conventions.address,
    })
    .from(conventions)
    .where(eq(conventions.id, id))
    .limit(1);
  if (!row) throw new AppError("not_found", CONVENTION_NOT_FOUND);
  return row;
}
