import type { TPaymentsConfig } from "@gbo/contracts/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, dataOf } from "../../../api";
import { paymentKeys } from "./payment-keys";

/** GET /api/payments/config: the gateway's name and where the payment form posts card or bank details. */
export async function getPaymentsConfig(signal?: AbortSignal): Promise<TPaymentsConfig> {
  return dataOf(await client.GET("/api/payments/config", { signal }));
}

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.config,
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    // Set by the server's environment: it does not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
