// The money-moving calls (workflow §7 /refund, /void; the charge of issue 12). Quiet: the caller shows
// the server's exceptionMessage, else 'Error processing request.' (administration §8).
import type { TChargeBody, TMoneyResult, TRefundBody, TVoidBody } from "@gbo/contracts/payments";
import { api } from "../../../api";

const quiet = { isQuiet: true } as const;

export function chargeOrder(body: TChargeBody) {
  return api.post<TMoneyResult>("/api/orders/charge", body, quiet);
}

export function refundOrder(body: TRefundBody) {
  return api.post<TMoneyResult>("/api/orders/refund", body, quiet);
}

export function voidPayment(body: TVoidBody) {
  return api.post<TMoneyResult>("/api/orders/void", body, quiet);
}
