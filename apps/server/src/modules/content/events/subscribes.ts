// Subscribes (administration §5, §7): sign-ups searched by start and end day (both or none; the domain's
// validateSubscribesRange with the "select" wording for the search and "enter" for the export), a page
// at a time, and the whole range as an .xlsx workbook written row by row (exceljs's streaming writer,
// rows read in keyset batches), so a large export keeps the server's memory flat.
import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import type { TSubscribesPage } from "@gbo/contracts/content-events";
import { validateSubscribesRange } from "@gbo/domain/content";
import { addDays, isIsoDay, parseMonthDayYear } from "@gbo/domain/dates";
import { and, asc, desc, gte, lt, type SQL, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { subscribers } from "../../../db/schema/content";
import { AppError } from "../../../http/errors";

export const SUBSCRIBES_BAD_DAY = "A day is MM-DD-YYYY or YYYY-MM-DD, or - for none.";

/** A path part as a day: YYYY-MM-DD or MM-DD-YYYY, or "-" (or nothing) for not chosen; else 400. */
function dayOf(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "-" || trimmed === "") return "";
  const day = parseMonthDayYear(trimmed) ?? (isIsoDay(trimmed) ? trimmed : null);
  if (!day) throw new AppError("bad_request", SUBSCRIBES_BAD_DAY);
  return day;
}

/** The sign-ups from the start day through the end day (UTC), or all when no range is given. */
function rangeOf(a: string, b: string, mode: "search" | "export"): SQL | undefined {
  const range = validateSubscribesRange(dayOf(a), dayOf(b), mode);
  if (!range.ok) throw new AppError("bad_request", range.message);
  if (!range.value) return undefined;
  return and(
    gte(subscribers.createdAt, new Date(`${range.value.start}T00:00:00.000Z`)),
    lt(subscribers.createdAt, new Date(`${addDays(range.value.end, 1)}T00:00:00.000Z`)),
  );
}

export async function searchSubscribers(
  db: Db,
  a: string,
  b: string,
  page: { page: number; pageSize: number },
): Promise<TSubscribesPage> {
  const where = rangeOf(a, b, "search");
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(subscribers).where(where);
  const rows = await db
    .select()
    .from(subscribers)
    .where(where)
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return {
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    page: page.page,
    pageSize: page.pageSize,
    total: counted?.count ?? 0,
  };
}

const BATCH = 1000;
export const SUBSCRIBES_SHEET = "Subscribers";
export const SUBSCRIBES_HEADER = ["Email", "First name", "Last name", "Subscribed (UTC)"];

/**
 * The workbook of the range as a stream. The range is checked before anything is written (a bad range
 * answers 400 with the spec's message, not a broken file).
 */
export function subscribersWorkbook(db: Db, log: FastifyBaseLogger, a: string, b: string): Readable {
  const where = rangeOf(a, b, "export");
  const out = new PassThrough();
  void writeWorkbook(db, where, out).catch((error: unknown) => {
    log.error({ err: error }, "subscribes export failed");
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** The cursor keeps the time as PostgreSQL's text (microseconds; a JS Date would drop them and repeat rows). */
type Cursor = { at: string; id: number };

function readBatch(db: Db, where: SQL | undefined, after: Cursor | null) {
  const keyset = after
    ? sql`(${subscribers.createdAt}, ${subscribers.id}) > (${after.at}::timestamptz, ${after.id})`
    : undefined;
  return db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      firstName: subscribers.firstName,
      lastName: subscribers.lastName,
      createdAt: subscribers.createdAt,
      at: sql<string>`${subscribers.createdAt}::text`,
    })
    .from(subscribers)
    .where(and(where, keyset))
    .orderBy(asc(subscribers.createdAt), asc(subscribers.id))
    .limit(BATCH);
}

async function writeWorkbook(db: Db, where: SQL | undefined, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(SUBSCRIBES_SHEET);
  sheet.columns = [
    { header: SUBSCRIBES_HEADER[0], key: "email", width: 36 },
    { header: SUBSCRIBES_HEADER[1], key: "firstName", width: 18 },
    { header: SUBSCRIBES_HEADER[2], key: "lastName", width: 18 },
    { header: SUBSCRIBES_HEADER[3], key: "createdAt", width: 22, style: { numFmt: "mm-dd-yy hh:mm" } },
  ];
  let after: Cursor | null = null;
  for (;;) {
    const rows = await readBatch(db, where, after);
    for (const row of rows) {
      sheet
        .addRow({
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          createdAt: row.createdAt,
        })
        .commit();
    }
    // Let a slow download catch up before reading more rows.
    if (out.writableNeedDrain) await once(out, "drain");
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = { at: last.at, id: last.id };
  }
  sheet.commit();
  await workbook.commit();
}
