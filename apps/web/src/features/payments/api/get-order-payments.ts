import type { TOrderPayments } from "@gbo/contracts/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../api";
import { orderPath } from "../../orders";
import { paymentKeys } from "./payment-keys";

/** GET /api/orders/{id}/payments: each payment with what it has left to refund and whether it can be voided. */
export function getOrderPayments(orderId: string, signal?: AbortSignal) {
  return api.get<TOrderPayments>(`${orderPath(orderId)}/payments`, { signal, isQuiet: true });
}

export const orderPaymentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.orderPayments(orderId),
    queryFn: ({ signal }) => getOrderPayments(orderId, signal),
  });

export function useOrderPayments(orderId: string, isEnabled = true) {
  return useQuery({ ...orderPaymentsQueryOptions(orderId), enabled: isEnabled });
}
