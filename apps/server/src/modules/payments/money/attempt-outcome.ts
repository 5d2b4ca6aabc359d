// What an attempt keeps in its `outcome` column: the request it belongs to (so a retry with the same key
// and another payload is refused), what it moves and, once known, the gateway's answer. Ids and
// messages only: never a card number or code (the gateway never sends one back).
import type { GatewayDeclineCode, GatewayResult } from "../../../integrations/payments/index";

/** What one attempt moves: a gateway charge, refund or void, or a refund of a counter payment. */
export type PlannedMove = {
  kind: "charge" | "refund" | "void";
  amountCents: number;
  payMethodId: number | null;
  parentTransactionId: number | null;
  /** The transaction type of the row it writes: CHARGE, or the counter payment's own type. */
  transType: string;
  /** False for a refund of cash, check or money order: recorded, no gateway call. */
  isGateway: boolean;
  /** How the row and the log name it ("Visa ending 4242"). */
  description: string;
  /** The order's currency (what a charge is taken in). */
  currency: "USD" | "CAD";
};

export type StoredResult =
  | {
      success: true;
      authPaymentId: string;
      authId: string;
      refId: string;
      message: string;
      settlesAt: string | null;
    }
  | { success: false; code: GatewayDeclineCode | "unanswered"; message: string };

/**
 * What became of an attempt: the gateway's answer; "never-received" (the gateway, asked, does not know
 * it and from then on refuses it: failed, nothing moved); or null (not known yet: it stays pending).
 */
export type AttemptResult = StoredResult | "never-received" | null;

export type AttemptOutcome = {
  requestHash: string;
  position: number;
  move: PlannedMove;
  result?: StoredResult;
};

export function outcomeOf(value: unknown): AttemptOutcome {
  return value as AttemptOutcome;
}

export function storedResult(result: GatewayResult): StoredResult {
  if (!result.success) return { success: false, code: result.code, message: result.message };
  return {
    success: true,
    authPaymentId: result.authPaymentId,
    authId: result.authId,
    refId: result.refId,
    message: result.message,
    settlesAt: result.settlesAt ? result.settlesAt.toISOString() : null,
  };
}

export const RECORDED_LOCALLY = "Recorded.";

/** A refund of a counter payment: nothing to ask a gateway, the worker hands the money back. */
export const LOCAL_SUCCESS: StoredResult = {
  success: true,
  authPaymentId: "",
  authId: "",
  refId: "",
  message: RECORDED_LOCALLY,
  settlesAt: null,
};

export const GATEWAY_UNANSWERED =
  "The payment gateway did not answer in time. The payment is being checked: reload the order in a minute before trying again.";
export const GATEWAY_NEVER_ANSWERED =
  "The payment gateway never received this payment, so nothing was charged or refunded.";
