// The built-in test gateway (issue 12): the zero-set-up default behind the PaymentGateway interface.
// It stands for an outside service, so its books are its own tables (test_gateway_*) and survive a
// restart. What a charge does is decided by the test number the token was made from (domain
// TEST_CARDS, TEST_BANK_ACCOUNTS). Every call is de-duplicated by `reference`: the first result is kept
// and any repeat answers it without moving money again. `status` of a reference it never received
// closes it (a refusal kept under the reference), so a call arriving later with it moves nothing.
import {
  BANK_ACCOUNT_DECLINED,
  BANK_ACCOUNT_INSUFFICIENT_FUNDS,
  CARD_DECLINED,
  CARD_EXPIRED_AT_GATEWAY,
  CARD_INSUFFICIENT_FUNDS,
  CHARGE_ALREADY_SETTLED,
  CHARGE_ALREADY_VOIDED,
  CHARGE_NOT_FOUND,
  CHARGE_REFUNDED_NO_VOID,
  GATEWAY_APPROVED,
  GATEWAY_REFERENCE_CLOSED,
  GATEWAY_TOKEN_UNKNOWN,
  isExpired,
  REFUND_ABOVE_REMAINING,
  type TestBehavior,
} from "@gbo/domain/payments";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type PaymentAttemptKind, testGatewayOperations } from "../../db/schema/index";
import {
  type GatewayResult,
  type GatewayStatus,
  GatewayTimeoutError,
  type PaymentGateway,
  type TokenInfo,
} from "./payment-gateway";
import { findTestToken, testGatewayId } from "./test-vault";

export const TEST_GATEWAY_NAME = "test";
export const TEST_TOKENIZE_URL = "/api/payments/test-gateway/tokenize";

export type TestGatewayOptions = { now?: () => Date };

type OperationRow = typeof testGatewayOperations.$inferSelect;
type Success = Extract<GatewayResult, { success: true }>;
type Failure = Extract<GatewayResult, { success: false }>;

/** Charges settle at the end of their (UTC) day: the next midnight after the charge. */
export function nextUtcMidnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

/** The stored result: settlesAt lives in its own column (a real timestamp), the rest as JSON. */
function resultOf(row: OperationRow): GatewayResult {
  const stored = row.result as Omit<Success, "settlesAt"> | Failure;
  return stored.success ? { ...stored, settlesAt: row.settlesAt } : stored;
}

function storedOf(result: GatewayResult): Omit<Success, "settlesAt"> | Failure {
  if (!result.success) return result;
  const { settlesAt: _settlesAt, ...rest } = result;
  return rest;
}

function failure(code: Failure["code"], message: string): Failure {
  return { success: false, code, message };
}

function assertCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`A gateway amount is a positive whole number of cents, got ${amountCents}`);
  }
}

const DECLINES: Partial<Record<TestBehavior, Record<TokenInfo["type"], Failure>>> = {
  decline: {
    CreditCard: failure("declined", CARD_DECLINED),
    BankAccount: failure("declined", BANK_ACCOUNT_DECLINED),
  },
  insufficient_funds: {
    CreditCard: failure("insufficient_funds", CARD_INSUFFICIENT_FUNDS),
    BankAccount: failure("insufficient_funds", BANK_ACCOUNT_INSUFFICIENT_FUNDS),
  },
  expired_card: {
    CreditCard: failure("expired_card", CARD_EXPIRED_AT_GATEWAY),
    BankAccount: failure("declined", BANK_ACCOUNT_DECLINED),
  },
};

function chargeOutcome(
  vaulted: { info: TokenInfo; behavior: TestBehavior } | null,
  paymentId: string,
  at: Date,
): GatewayResult {
  if (!vaulted) return failure("invalid_token", GATEWAY_TOKEN_UNKNOWN);
  const { info, behavior } = vaulted;
  if (
    info.expireMonth != null &&
    info.expireYear != null &&
    isExpired(info.expireMonth, info.expireYear, at)
  ) {
    return failure("expired_card", CARD_EXPIRED_AT_GATEWAY);
  }
  const decline = DECLINES[behavior]?.[info.type];
  if (decline) return decline;
  return {
    success: true,
    authPaymentId: paymentId,
    authId: testGatewayId("auth"),
    refId: testGatewayId("ref"),
    message: GATEWAY_APPROVED,
    settlesAt: nextUtcMidnight(at),
  };
}

const REFERENCE_CLOSED = failure("reference_closed", GATEWAY_REFERENCE_CLOSED);

/** What `status` keeps for a reference it did not know: any move sent with it later answers this. */
function closedReference(reference: string, at: Date): typeof testGatewayOperations.$inferInsert {
  return {
    reference,
    // The kind of a move that never came is unknown; a failed row is never read as a charge.
    kind: "charge",
    paymentId: "",
    token: null,
    amount: 0,
    success: false,
    result: REFERENCE_CLOSED,
    settlesAt: null,
    createdAt: at,
  };
}

function isClosedReference(row: OperationRow): boolean {
  const result = row.result as Failure | { success: true };
  return !result.success && result.code === REFERENCE_CLOSED.code;
}

async function findOperation(db: Db, reference: string): Promise<OperationRow | undefined> {
  const [row] = await db
    .select()
    .from(testGatewayOperations)
    .where(eq(testGatewayOperations.reference, reference))
    .limit(1);
  return row;
}

/**
 * Records an operation under its reference unless one is there already; answers the row that holds the
 * reference (ours, or the one a concurrent call with the same reference wrote first).
 */
async function recordOnce(
  db: Db,
  row: typeof testGatewayOperations.$inferInsert,
): Promise<{ row: OperationRow; isFirst: boolean }> {
  const [inserted] = await db.insert(testGatewayOperations).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, isFirst: true };
  const existing = await findOperation(db, row.reference);
  if (!existing) throw new Error("test gateway: an operation vanished under its reference");
  return { row: existing, isFirst: false };
}

/** A successful charge, locked until the transaction ends so refunds and voids of it run one at a time. */
async function lockCharge(tx: Db, paymentId: string): Promise<OperationRow | undefined> {
  const [row] = await tx
    .select()
    .from(testGatewayOperations)
    .where(
      and(
        eq(testGatewayOperations.paymentId, paymentId),
        eq(testGatewayOperations.kind, "charge"),
        eq(testGatewayOperations.success, true),
      ),
    )
    .limit(1)
    .for("update");
  return row;
}

/** What was already taken back from a charge: refunded cents and whether it was voided. */
async function takenBack(tx: Db, paymentId: string): Promise<{ refunded: number; isVoided: boolean }> {
  const rows = await tx
    .select({ kind: testGatewayOperations.kind, amount: testGatewayOperations.amount })
    .from(testGatewayOperations)
    .where(
      and(
        eq(testGatewayOperations.paymentId, paymentId),
        inArray(testGatewayOperations.kind, ["refund", "void"]),
        eq(testGatewayOperations.success, true),
      ),
    );
  return {
    refunded: rows.filter((row) => row.kind === "refund").reduce((sum, row) => sum + row.amount, 0),
    isVoided: rows.some((row) => row.kind === "void"),
  };
}

type TakeBack = {
  kind: Exclude<PaymentAttemptKind, "charge">;
  reference: string;
  authPaymentId: string;
  /** Cents to refund; a void takes the whole charge. */
  amountCents: number | null;
};

export function createTestGateway(db: Db, options: TestGatewayOptions = {}): PaymentGateway {
  const now = options.now ?? (() => new Date());

  /** Refund or void: checked against the locked charge and what was already taken back from it. */
  async function takeBack(input: TakeBack): Promise<GatewayResult> {
    return db.transaction(async (tx) => {
      const charge = await lockCharge(tx, input.authPaymentId);
      const repeated = await findOperation(tx, input.reference);
      if (repeated) return resultOf(repeated);
      const at = now();
      const amount = input.amountCents ?? charge?.amount ?? 0;
      const outcome = await decideTakeBack(tx, charge, input, amount, at);
      const { row } = await recordOnce(tx, {
        reference: input.reference,
        kind: input.kind,
        paymentId: input.authPaymentId,
        token: charge?.token ?? null,
        amount,
        success: outcome.success,
        result: storedOf(outcome),
        settlesAt: null,
        createdAt: at,
      });
      return resultOf(row);
    });
  }

  async function decideTakeBack(
    tx: Db,
    charge: OperationRow | undefined,
    input: TakeBack,
    amount: number,
    at: Date,
  ): Promise<GatewayResult> {
    if (!charge) return failure("not_refundable", CHARGE_NOT_FOUND);
    const { refunded, isVoided } = await takenBack(tx, charge.paymentId);
    if (isVoided) return failure("not_refundable", CHARGE_ALREADY_VOIDED);
    if (input.kind === "refund") {
      if (amount > charge.amount - refunded) return failure("not_refundable", REFUND_ABOVE_REMAINING);
    } else {
      if (charge.settlesAt && at >= charge.settlesAt)
        return failure("already_settled", CHARGE_ALREADY_SETTLED);
      if (refunded > 0) return failure("not_refundable", CHARGE_REFUNDED_NO_VOID);
    }
    return {
      success: true,
      authPaymentId: charge.paymentId,
      authId: testGatewayId("auth"),
      refId: testGatewayId(input.kind === "refund" ? "re" : "vd"),
      message: GATEWAY_APPROVED,
      settlesAt: null,
    };
  }

  return {
    name: TEST_GATEWAY_NAME,
    tokenizeUrl: TEST_TOKENIZE_URL,

    async describeToken(token) {
      return (await findTestToken(db, token))?.info ?? null;
    },

    async charge(input) {
      assertCents(input.amountCents);
      const repeated = await findOperation(db, input.reference);
      if (repeated) return resultOf(repeated);
      const vaulted = await findTestToken(db, input.token);
      const at = now();
      const paymentId = testGatewayId("ch");
      const outcome = chargeOutcome(vaulted, paymentId, at);
      const { row, isFirst } = await recordOnce(db, {
        reference: input.reference,
        kind: "charge",
        paymentId,
        token: input.token,
        amount: input.amountCents,
        success: outcome.success,
        result: storedOf(outcome),
        settlesAt: outcome.success ? outcome.settlesAt : null,
        createdAt: at,
      });
      // The money was taken and the answer is lost on its way back: only `status` (or a retry) tells.
      if (isFirst && outcome.success && vaulted?.behavior === "timeout_after_charge") {
        throw new GatewayTimeoutError();
      }
      return resultOf(row);
    },

    async refund(input) {
      assertCents(input.amountCents);
      return takeBack({ kind: "refund", ...input });
    },

    async void(input) {
      return takeBack({ kind: "void", amountCents: null, ...input });
    },

    async status(reference): Promise<GatewayStatus> {
      // Unknown: closed in the same step, so unknown stays true (a racing move finds the refusal).
      const row =
        (await findOperation(db, reference)) ?? (await recordOnce(db, closedReference(reference, now()))).row;
      return isClosedReference(row) ? { known: false } : { known: true, result: resultOf(row) };
    },
  };
}
