// DELETE /api/users/{id}/paymethod/{payMethodId}: the method leaves the customer's list. The row stays
// (deleted_at) for the payments that name it; money records are never edited.
import type { TPaymentMethodList } from "@gbo/contracts/payments";
import {
  CUSTOMER_NOT_FOUND,
  ERROR_DELETING_PAYMENT_METHOD,
  PAY_METHOD_NOT_FOUND,
} from "@gbo/domain/payments";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { paymentMethods } from "../../../db/schema/index";
import { payMethodFailure } from "./pay-method-failures";
import { customerExists, listPaymentMethods, toPaymentMethod } from "./pay-method-queries";

const HEADER = ERROR_DELETING_PAYMENT_METHOD;

/** Answers the customer's remaining methods. Another customer's method is "not found" (404). */
export async function deletePayMethod(options: {
  db: Db;
  customerId: number;
  payMethodId: number;
  now: Date;
}): Promise<TPaymentMethodList> {
  const { db, customerId, payMethodId, now } = options;
  if (!(await customerExists(db, customerId))) {
    throw payMethodFailure("not_found", HEADER, "params.id", CUSTOMER_NOT_FOUND);
  }
  const [deleted] = await db
    .update(paymentMethods)
    .set({ deletedAt: now })
    .where(
      and(
        eq(paymentMethods.id, payMethodId),
        eq(paymentMethods.customerId, customerId),
        isNull(paymentMethods.deletedAt),
      ),
    )
    .returning({ id: paymentMethods.id });
  if (!deleted) throw payMethodFailure("not_found", HEADER, "params.payMethodId", PAY_METHOD_NOT_FOUND);
  const rows = await listPaymentMethods(db, customerId);
  return { items: rows.map((row) => toPaymentMethod(row, now)) };
}
