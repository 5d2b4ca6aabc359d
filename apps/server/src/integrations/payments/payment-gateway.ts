// The one interface every card/bank gateway sits behind (issue 12; modelled on Medusa's payment
// provider: one call per money move, each answering the gateway's ids). The built-in test gateway is
// the zero-set-up default; docs/operations.md says how a real one plugs in.
//
// `reference` is ours (the payment attempt's id) and the gateway de-duplicates on it: a charge, refund
// or void sent twice with one reference moves money once and answers the first result both times.
// That, with the attempt journal (modules/payments), is what makes a retry after a timeout safe. And
// `status` answers "unknown" only for a reference the gateway never received and, from that answer on,
// refuses: so a journaled attempt the gateway does not know is failed at once (after a crash, at start
// or on a retry) without waiting to be sure no call with it is still on its way (issue 27 point 7).

export type GatewayCurrency = "USD" | "CAD";

/** What a token stands for, as the gateway tells it (never the number or code). */
export type TokenInfo = {
  token: string;
  type: "CreditCard" | "BankAccount";
  brand: string | null;
  last4: string;
  expireMonth: number | null;
  expireYear: number | null;
  bankName: string | null;
};

/** A gateway's answer to a money move, in the spec's field names. */
export type GatewayResult =
  | {
      success: true;
      /** The gateway's id of the payment (the charge a refund or void acts on). */
      authPaymentId: string;
      authId: string;
      refId: string;
      message: string;
      /** A charge: when it settles (no void after that). */
      settlesAt: Date | null;
    }
  | { success: false; code: GatewayDeclineCode; message: string };

export type GatewayDeclineCode =
  | "declined"
  | "insufficient_funds"
  | "expired_card"
  | "invalid_token"
  | "already_settled"
  | "not_refundable"
  /** The reference arrived after `status` had answered that it was unknown: refused, nothing moved. */
  | "reference_closed";

/**
 * What the gateway knows of a reference: the result it gave, or `known: false`: it never received the
 * reference and, from this answer on, refuses a charge, refund or void sent with it (`reference_closed`).
 * Unknown is therefore final, and the attempt is failed at once.
 */
export type GatewayStatus = { known: true; result: GatewayResult } | { known: false };

/** The gateway did not answer in time: the move may or may not have happened (ask `status`). */
export class GatewayTimeoutError extends Error {
  constructor(message = "The payment gateway did not answer in time.") {
    super(message);
    this.name = "GatewayTimeoutError";
  }
}

export interface PaymentGateway {
  /** 'test' for the built-in test gateway. */
  readonly name: string;
  /** Where the browser's payment form posts card or bank details (the hosted field). */
  readonly tokenizeUrl: string;
  describeToken(token: string): Promise<TokenInfo | null>;
  charge(input: {
    reference: string;
    token: string;
    amountCents: number;
    currency: GatewayCurrency;
    description: string;
  }): Promise<GatewayResult>;
  /** Refund part or all of a charge (authPaymentId). */
  refund(input: { reference: string; authPaymentId: string; amountCents: number }): Promise<GatewayResult>;
  /** Void an unsettled charge. */
  void(input: { reference: string; authPaymentId: string }): Promise<GatewayResult>;
  /**
   * What became of a reference (after a crash, a timeout, or on a retry). An unknown reference is closed
   * by the asking: a move that arrives with it later is refused (GatewayStatus). An adapter whose gateway
   * cannot refuse a late reference closes it another way (a cancel by reference) before answering unknown.
   */
  status(reference: string): Promise<GatewayStatus>;
}
