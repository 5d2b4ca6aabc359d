import type { TOrderPayments } from "@gbo/contracts/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";
import { paymentKeys } from "./payment-keys";

/** GET /api/orders/{id}/payments: each payment with what it has left to refund and whether it can be voided. */
export async function getOrderPayments(orderId: string, signal?: AbortSignal): Promise<TOrderPayments> {
  return dataOf(
    await client.GET("/api/orders/{id}/payments", {
      params: { path: { id: orderId } },
      signal,
      fetch: quiet,
    }),
  );
}

export const orderPaymentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.orderPayments(orderId),
    queryFn: ({ signal }) => getOrderPayments(orderId, signal),
  });

export function useOrderPayments(orderId: string, isEnabled = true) {
  return useQuery({ ...orderPaymentsQueryOptions(orderId), enabled: isEnabled });
}
