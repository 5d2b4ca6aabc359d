// POST /api/users/{id}/paymethod: store a tokenized card or bank account on a customer. What is shown
// (type, brand, last four digits, expiry, bank name) comes from the gateway by the token, never from
// the browser, so a client cannot label a token as another card.
import type { TAddPayMethodBody, TPaymentMethod } from "@gbo/contracts/payments";
import {
  CARD_EXPIRED,
  CUSTOMER_NOT_FOUND,
  ERROR_UPDATING_PAYMENT_METHOD,
  isExpired,
  PAY_METHOD_TOKEN_IN_USE,
  PAY_METHOD_TOKEN_UNKNOWN,
} from "@gbo/domain/payments";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { paymentMethods } from "../../../db/schema/index";
import type { PaymentGateway } from "../../../integrations/payments/index";
import type { Actor } from "../../orders/index";
import { payMethodFailure } from "./pay-method-failures";
import { customerExists, newPaymentMethodRow, toPaymentMethod } from "./pay-method-queries";

/** Advisory-lock namespace: saves of one token run one at a time (a token belongs to one customer). */
const PAY_METHOD_TOKEN_LOCK = 471_200_001;

const HEADER = ERROR_UPDATING_PAYMENT_METHOD;

export async function addPayMethod(options: {
  db: Db;
  gateway: PaymentGateway;
  actor: Actor;
  customerId: number;
  body: TAddPayMethodBody;
  now: Date;
}): Promise<TPaymentMethod> {
  const { db, gateway, actor, customerId, body, now } = options;
  if (!(await customerExists(db, customerId))) {
    throw payMethodFailure("not_found", HEADER, "params.id", CUSTOMER_NOT_FOUND);
  }
  const info = await gateway.describeToken(body.token);
  if (!info) throw payMethodFailure("bad_request", HEADER, "token", PAY_METHOD_TOKEN_UNKNOWN);
  if (
    info.expireMonth != null &&
    info.expireYear != null &&
    isExpired(info.expireMonth, info.expireYear, now)
  ) {
    throw payMethodFailure("bad_request", HEADER, "token", CARD_EXPIRED);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAY_METHOD_TOKEN_LOCK}, hashtext(${body.token}))`);
    // Deleted rows count too: a token never moves to another customer.
    const holders = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.gateway, gateway.name), eq(paymentMethods.token, body.token)));
    if (holders.some((row) => row.customerId !== customerId)) {
      throw payMethodFailure("bad_request", HEADER, "token", PAY_METHOD_TOKEN_IN_USE);
    }
    // The same save sent twice (a double click, a retry) stores the method once.
    const stored = holders.find((row) => row.deletedAt === null);
    if (stored) return toPaymentMethod(stored, now);
    const [row] = await tx
      .insert(paymentMethods)
      .values(
        newPaymentMethodRow(info, {
          customerId,
          gateway: gateway.name,
          createdBy: actor.name,
          displayName: body.displayName,
          createdAt: now,
        }),
      )
      .returning();
    if (!row) throw new Error("addPayMethod: the payment method was not stored");
    return toPaymentMethod(row, now);
  });
}
