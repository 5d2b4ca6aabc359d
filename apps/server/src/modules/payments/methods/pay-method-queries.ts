// Reads of a customer's stored payment methods, and the one way a row becomes the API's shape (brand,
// last four digits and expiry; the gateway token stays on the server).
import type { TPaymentMethod } from "@gbo/contracts/payments";
import { defaultPayMethodDisplayName, isExpired } from "@gbo/domain/payments";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { customers, type PaymentMethodRow, paymentMethods } from "../../../db/schema/index";
import type { TokenInfo } from "../../../integrations/payments/index";

/** A customer's method that is not deleted, with its gateway token (for the money slice); else undefined. */
export async function findPaymentMethod(
  db: Db,
  customerId: number,
  payMethodId: number,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, payMethodId),
        eq(paymentMethods.customerId, customerId),
        isNull(paymentMethods.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function listPaymentMethods(db: Db, customerId: number): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.customerId, customerId), isNull(paymentMethods.deletedAt)))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
}

export async function customerExists(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return Boolean(row);
}

/** The row storing a tokenized method: what is shown comes from the gateway's TokenInfo. */
export function newPaymentMethodRow(
  info: TokenInfo,
  stored: { customerId: number; gateway: string; createdBy: string; displayName?: string; createdAt?: Date },
): typeof paymentMethods.$inferInsert {
  return {
    customerId: stored.customerId,
    type: info.type,
    displayName: stored.displayName?.trim() || defaultPayMethodDisplayName(info),
    gateway: stored.gateway,
    token: info.token,
    brand: info.brand,
    last4: info.last4,
    expireMonth: info.expireMonth,
    expireYear: info.expireYear,
    bankName: info.bankName,
    createdBy: stored.createdBy,
    ...(stored.createdAt ? { createdAt: stored.createdAt } : {}),
  };
}

export function toPaymentMethod(row: PaymentMethodRow, now: Date): TPaymentMethod {
  const isCard = row.type === "CreditCard";
  return {
    id: row.id,
    userId: row.customerId,
    type: row.type,
    displayName: row.displayName,
    brand: row.brand,
    cardNumber: isCard ? row.last4 : null,
    expireMonth: row.expireMonth,
    expireYear: row.expireYear,
    bankName: row.bankName,
    accountNumber: isCard ? null : row.last4,
    isExpired:
      isCard && row.expireMonth != null && row.expireYear != null
        ? isExpired(row.expireMonth, row.expireYear, now)
        : false,
    createdAt: row.createdAt.toISOString(),
  };
}
