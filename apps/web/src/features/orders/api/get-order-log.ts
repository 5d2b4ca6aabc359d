import type { TOrderLog } from "@gbo/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, dataOf } from "../../../api";
import { orderKeys } from "./order-keys";

/** GET /api/orders/{id}/log */
export async function getOrderLog(orderId: string, signal?: AbortSignal): Promise<TOrderLog> {
  return dataOf(await client.GET("/api/orders/{id}/log", { params: { path: { id: orderId } }, signal }));
}

export const orderLogQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.log(orderId),
    queryFn: ({ signal }) => getOrderLog(orderId, signal),
  });

export function useOrderLog(orderId: string, isEnabled = true) {
  return useQuery({ ...orderLogQueryOptions(orderId), enabled: isEnabled });
}
