import type { TPaymentMethodList } from "@gbo/contracts/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../api";
import { paymentKeys } from "./payment-keys";

export const payMethodPath = (userId: number) => `/api/users/${userId}/paymethod`;

/** GET /api/users/{id}/paymethod: the customer's stored methods (brand, last four, expiry; never a number). */
export function getPayMethods(userId: number, signal?: AbortSignal) {
  return api.get<TPaymentMethodList>(payMethodPath(userId), { signal });
}

export const payMethodsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: paymentKeys.methods(userId),
    queryFn: ({ signal }) => getPayMethods(userId, signal),
  });

export function usePayMethods(userId: number) {
  return useQuery(payMethodsQueryOptions(userId));
}
