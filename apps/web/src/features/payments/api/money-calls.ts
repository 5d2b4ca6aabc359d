// The money-moving calls (workflow §7 /refund, /void; the charge of issue 12). Quiet: the caller shows
// the server's exceptionMessage, else 'Error processing request.' (administration §8).
import type { TChargeBody, TMoneyResult, TRefundBody, TVoidBody } from "@gbo/contracts/payments";
import { client, dataOf, quiet } from "../../../api";

export async function chargeOrder(body: TChargeBody): Promise<TMoneyResult> {
  return dataOf(await client.POST("/api/orders/charge", { body, fetch: quiet }));
}

export async function refundOrder(body: TRefundBody): Promise<TMoneyResult> {
  return dataOf(await client.POST("/api/orders/refund", { body, fetch: quiet }));
}

export async function voidPayment(body: TVoidBody): Promise<TMoneyResult> {
  return dataOf(await client.POST("/api/orders/void", { body, fetch: quiet }));
}
