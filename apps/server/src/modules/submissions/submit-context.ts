// What a submit needs besides the body, read in a handful of queries (never one per comic): the
// customer, the chosen address and pay method, the promo code (through the catalog module) and the
// comics being reholdered.
import type { PromoCode } from "@gbo/domain/promo";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  type AddressRow,
  addresses,
  type CustomerRow,
  comics,
  customers,
  lookupValues,
  paymentMethods,
} from "../../db/schema/index";
import { isAppError } from "../../http/errors";
import { findPromoCode } from "../promo/index";

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
  /** Lookup titles of the submission's kind that the typed titles match: lower-case → as catalogued. */
  titles: Map<string, string>;
};

const TITLE_KIND = { Comic: "title", Magazine: "gtitle", Manga: "mtitle" } as const;

/** The catalogued spelling of each typed title that is in the lookup catalogue (one query). */
async function catalogTitles(
  db: Db,
  collectibleType: keyof typeof TITLE_KIND,
  typed: readonly string[],
): Promise<Map<string, string>> {
  const lowered = [...new Set(typed.map((title) => title.trim().toLowerCase()).filter(Boolean))];
  if (lowered.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ value: lookupValues.value })
    .from(lookupValues)
    .where(
      and(
        eq(lookupValues.kind, TITLE_KIND[collectibleType]),
        inArray(sql<string>`lower(${lookupValues.value})`, lowered),
      ),
    );
  return new Map(rows.map((row) => [row.value.trim().toLowerCase(), row.value]));
}

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
    collectibleType: keyof typeof TITLE_KIND;
    /** Titles of the comics not marked custom (custom titles need no lookup match). */
    lookupTitles: readonly string[];
  },
): Promise<SubmitContext> {
  const payMethodId = typeof input.payMethodId === "number" ? input.payMethodId : null;
  const [customerRows, addressRows, methodRows, promo, reholderRows, titles] = await Promise.all([
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
    catalogTitles(db, input.collectibleType, input.lookupTitles),
  ]);
  return {
    customer: customerRows[0],
    address: addressRows[0],
    hasPayMethod: methodRows.length > 0,
    promo,
    reholders: new Map(reholderRows.map((row) => [row.uniqueId, row])),
    titles,
  };
}
