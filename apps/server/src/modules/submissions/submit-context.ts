// What a submit needs besides the body, read in a handful of queries (never one per comic): the
// customer, the chosen address and pay method, the promo code and the comics being reholdered.
import type { PromoCode } from "@gbo/domain/promo";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  type AddressRow,
  addresses,
  type CustomerRow,
  comics,
  customers,
  type PromoCodeRow,
  paymentMethods,
  promoCodes,
} from "../../db/schema/index";

export type ReholderCandidateRow = {
  uniqueId: string;
  category: string | null;
  grade: number | null;
  collectibleType: string;
  mangaType: string | null;
};

export type SubmitContext = {
  customer: CustomerRow | undefined;
  address: AddressRow | undefined;
  /** True when a stored pay method id names a live method of this customer. */
  hasPayMethod: boolean;
  promo: PromoCode | undefined;
  reholders: Map<string, ReholderCandidateRow>;
};

/** promo_codes row → the domain's PromoCode (null columns become absent fields). */
export function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    id: row.code,
    title: row.title,
    promoType: row.promoType,
    promoValue: row.promoValue,
    ...(row.addOn ? { addOn: row.addOn as NonNullable<PromoCode["addOn"]> } : {}),
    ...(row.xBooks !== null ? { xBooks: row.xBooks } : {}),
    ...(row.yBooks !== null ? { yBooks: row.yBooks } : {}),
    ...(row.collectibleType ? { collectibleType: row.collectibleType } : {}),
    isStandard: row.isStandard,
    isPriority: row.isPriority,
    isExpress: row.isExpress,
    isPressing: row.isPressing,
    ...(row.startDate ? { startDate: row.startDate } : {}),
    ...(row.endDate ? { endDate: row.endDate } : {}),
    lastUpdatedDate: row.lastUpdatedDate.toISOString(),
  };
}

/** A promo code by the code typed, case-insensitively (promo_codes_code_upper_uq). */
export async function findPromoCode(db: Db, code: string): Promise<PromoCode | undefined> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  return row ? toPromoCode(row) : undefined;
}

export async function loadSubmitContext(
  db: Db,
  input: {
    userId: number;
    addressId: number;
    payMethodId: number | string;
    promoCode?: string | undefined;
    reholderIds: readonly string[];
  },
): Promise<SubmitContext> {
  const payMethodId = typeof input.payMethodId === "number" ? input.payMethodId : null;
  const [customerRows, addressRows, methodRows, promo, reholderRows] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, input.userId)).limit(1),
    db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.customerId, input.userId)))
      .limit(1),
    payMethodId === null
      ? Promise.resolve([])
      : db
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(
            and(
              eq(paymentMethods.id, payMethodId),
              eq(paymentMethods.customerId, input.userId),
              isNull(paymentMethods.deletedAt),
            ),
          )
          .limit(1),
    input.promoCode ? findPromoCode(db, input.promoCode) : Promise.resolve(undefined),
    input.reholderIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            uniqueId: comics.uniqueId,
            category: comics.category,
            grade: comics.grade,
            collectibleType: comics.collectibleType,
            mangaType: comics.mangaType,
          })
          .from(comics)
          .where(inArray(comics.uniqueId, [...new Set(input.reholderIds.map((id) => id.toUpperCase()))])),
  ]);
  return {
    customer: customerRows[0],
    address: addressRows[0],
    hasPayMethod: methodRows.length > 0,
    promo,
    reholders: new Map(reholderRows.map((row) => [row.uniqueId, row])),
  };
}
