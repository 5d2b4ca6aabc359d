import type { TPaymentMethodList } from "@gbo/contracts/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, dataOf } from "../../../api";
import { paymentKeys } from "./payment-keys";

/** GET /api/users/{id}/paymethod: the customer's stored methods (brand, last four, expiry; never a number). */
export async function getPayMethods(userId: number, signal?: AbortSignal): Promise<TPaymentMethodList> {
  return dataOf(await client.GET("/api/users/{id}/paymethod", { params: { path: { id: userId } }, signal }));
}

export const payMethodsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: paymentKeys.methods(userId),
    queryFn: ({ signal }) => getPayMethods(userId, signal),
  });

export function usePayMethods(userId: number) {
  return useQuery(payMethodsQueryOptions(userId));
}
