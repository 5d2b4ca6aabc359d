// What a submit needs besides the body, read in a handful of queries (never one per comic): the
// customer, the chosen address and pay method, the promo code (through the catalog module) and the
// comics being reholdered.
import type { PromoCode } from "@gbo/domain/promo";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  type AddressRow,
  addresses,
  type CustomerRow,
  comics,
  customers,
  paymentMethods,
} from "../../db/schema/index";
import { isAppError } from "../../http/errors";
import { findPromoCode } from "../catalog/index";

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

/** The promo record the browser looked up (the catalog module's finder), or none for an unknown code:
 * pricing then answers 'Promo Code is invalid.' as the browser's does. */
export async function promoCodeOrNone(db: Db, code: string): Promise<PromoCode | undefined> {
  try {
    return await findPromoCode(db, code);
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") return undefined;
    throw error;
  }
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
    input.promoCode ? promoCodeOrNone(db, input.promoCode) : Promise.resolve(undefined),
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
