// POST, PUT and DELETE /api/salesmanager (administration §4, §5): field rules from the domain, a unique
// code (case-insensitive), the version on every change, and no deletion while the rep has orders.
import type { TCreateSalesRep, TSalesRepDetail, TUpdateSalesRep } from "@gbo/contracts/sales-reps";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { currencyTotals } from "@gbo/domain/money";
import { checkSalesRepDeletion, REP_CODE_TAKEN, salesRepFormProblems } from "@gbo/domain/sales-reps";
import { OPEN_ORDER_STATUSES } from "@gbo/domain/workflow";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/index";
import { salesReps } from "../../db/schema/people";
import { AppError } from "../../http/errors";
import { toSalesRep } from "./sales-reps-list";

export const SALES_REP_NOT_FOUND = "Sales rep not found.";
export const SALES_REP_STALE = "This sales rep was changed by someone else. Reload and try again.";

type Actor = { userName: string };

export async function findSalesRep(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(salesReps)
    .where(sql`lower(${salesReps.repCode}) = ${code.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

async function requireSalesRep(db: Db, code: string) {
  const row = await findSalesRep(db, code);
  if (!row) throw new AppError("not_found", SALES_REP_NOT_FOUND);
  return row;
}

/** Order count, open orders and their grand totals, one sum per currency (an order is in its country's:
 * issue 30 point 8); served by the (rep_code, date) index. */
export async function salesRepSummary(db: Db, repCode: string): Promise<TSalesRepDetail["summary"]> {
  const rows = await db
    .select({
      countryCode: orders.countryCode,
      orderCount: sql<number>`count(*)::int`,
      openOrders: sql<number>`(count(*) filter (where ${inArray(orders.status, [...OPEN_ORDER_STATUSES])}))::int`,
      cents: sql<number>`coalesce(sum(${orders.grandTotal}), 0)::bigint`,
    })
    .from(orders)
    .where(eq(orders.repCode, repCode))
    .groupBy(orders.countryCode);
  return {
    orderCount: rows.reduce((n, row) => n + row.orderCount, 0),
    openOrders: rows.reduce((n, row) => n + row.openOrders, 0),
    totals: currencyTotals(rows),
  };
}

export async function getSalesRep(db: Db, code: string): Promise<TSalesRepDetail> {
  const row = await requireSalesRep(db, code);
  return { ...toSalesRep(row), summary: await salesRepSummary(db, row.repCode) };
}

function problemsOf(input: { repCode?: string; firstName: string; lastName: string }) {
  const problems: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(salesRepFormProblems(input))) problems[field] = [message];
  return problems;
}

export async function createSalesRep(db: Db, log: FastifyBaseLogger, actor: Actor, input: TCreateSalesRep) {
  const problems = problemsOf(input);
  const repCode = input.repCode.trim().toUpperCase();
  if (!problems.repCode && (await findSalesRep(db, repCode))) problems.repCode = [REP_CODE_TAKEN];
  if (Object.keys(problems).length > 0) throw AppError.fields(ERROR_SAVING_CHANGES, problems);
  const [row] = await db
    .insert(salesReps)
    .values({ repCode, firstName: input.firstName.trim(), lastName: input.lastName.trim() })
    .onConflictDoNothing()
    .returning();
  // Two managers adding the same code at once: the unique index answers for the second.
  if (!row) throw AppError.fields(ERROR_SAVING_CHANGES, { repCode: [REP_CODE_TAKEN] });
  log.info({ by: actor.userName, repCode }, "sales rep created");
  return getSalesRep(db, row.repCode);
}

export async function updateSalesRep(
  db: Db,
  log: FastifyBaseLogger,
  actor: Actor,
  code: string,
  input: TUpdateSalesRep,
) {
  const current = await requireSalesRep(db, code);
  const problems = problemsOf(input);
  if (Object.keys(problems).length > 0) throw AppError.fields(ERROR_SAVING_CHANGES, problems);
  const [row] = await db
    .update(salesReps)
    .set({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      version: sql`${salesReps.version} + 1`,
    })
    .where(and(eq(salesReps.repCode, current.repCode), eq(salesReps.version, input.version)))
    .returning();
  if (!row) throw new AppError("conflict", SALES_REP_STALE);
  log.info({ by: actor.userName, repCode: row.repCode }, "sales rep updated");
  return getSalesRep(db, row.repCode);
}

export async function deleteSalesRep(db: Db, log: FastifyBaseLogger, actor: Actor, code: string) {
  const current = await requireSalesRep(db, code);
  await db.transaction(async (tx) => {
    // Lock the rep, then count: an order naming it after the count still finds the rep gone or kept.
    await tx.execute(
      sql`select 1 from ${salesReps} where ${salesReps.repCode} = ${current.repCode} for update`,
    );
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.repCode, current.repCode));
    const allowed = checkSalesRepDeletion(counted?.count ?? 0);
    if (!allowed.ok) throw new AppError("bad_request", allowed.message);
    await tx.delete(salesReps).where(eq(salesReps.repCode, current.repCode));
  });
  log.info({ by: actor.userName, repCode: current.repCode }, "sales rep deleted");
  return { ok: true as const };
}
