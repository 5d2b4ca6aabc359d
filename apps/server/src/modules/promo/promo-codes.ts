// Promo codes, read side (submissions-pricing §3 "Promo code", §5 messages): the list and one code,
// matched without case. Editing them is the promo screens' (issue 16).
import { PROMO_CODE_INVALID, type TPromoCode, type TPromoCodesPage } from "@gbo/contracts/promo";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type PromoCodeRow, promoCodes } from "../../db/schema/index";
import { AppError } from "../../http/errors";

export function toPromoCode(row: PromoCodeRow): TPromoCode {
  const optional = <K extends string, V>(key: K, value: V | null) =>
    (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;
  return {
    id: row.code,
    title: row.title,
    promoType: row.promoType,
    promoValue: row.promoValue,
    ...optional("addOn", row.addOn as TPromoCode["addOn"] | null),
    ...optional("xBooks", row.xBooks),
    ...optional("yBooks", row.yBooks),
    ...optional("collectibleType", row.collectibleType),
    isStandard: row.isStandard,
    isPriority: row.isPriority,
    isExpress: row.isExpress,
    isPressing: row.isPressing,
    ...optional("startDate", row.startDate),
    ...optional("endDate", row.endDate),
    lastUpdatedDate: row.lastUpdatedDate.toISOString(),
  };
}

export async function listPromoCodes(db: Db, page: number, pageSize: number): Promise<TPromoCodesPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .orderBy(asc(promoCodes.code))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(promoCodes),
  ]);
  return { rows: rows.map(toPromoCode), page, pageSize, total: counted?.count ?? 0 };
}

/** One code, case-insensitive (the upper(code) unique index); 404 'Promo Code is invalid.' when unknown. */
export async function findPromoCode(db: Db, code: string): Promise<TPromoCode> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(sql`upper(${promoCodes.code})`, code.trim().toUpperCase()))
    .limit(1);
  if (!row) throw new AppError("not_found", PROMO_CODE_INVALID);
  return toPromoCode(row);
}
