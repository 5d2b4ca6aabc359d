import type { TOrderSummary, TTierDetail } from "@gbo/contracts/orders";
import { isOrderId, isTierId } from "@gbo/domain/ids";
import { queueForOrderStatus, queueForTierStatus } from "@gbo/domain/workflow";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { orderKeys } from "../orders";

const ORDER_SCREEN = /^\/orders\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * What the cache holds under `queryKey`, following it as it changes, without a query observer of its
 * own: an observer (even a skipToken one) can leave its options on the query, and a later invalidation
 * would then refetch it without the screen's queryFn ("Missing queryFn", then /orders/invalid).
 */
function useCachedData<T>(queryKey: QueryKey): T | undefined {
  const client = useQueryClient();
  return useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => client.getQueryData<T>(queryKey),
  );
}

/**
 * The queue path of the station whose work an order screen shows, for the menu to highlight: a tier
 * screen's tier status (Finalize -> /grading), an order screen's order status (Billing -> /billing).
 * Read from what the screen itself loaded (the cache only: never a request of its own); null elsewhere.
 */
export function useScreenStation(pathname: string): string | null {
  const match = ORDER_SCREEN.exec(pathname);
  const orderId = match?.[1] && isOrderId(match[1]) ? match[1] : null;
  const part = match?.[2] ?? null;
  const tierId = part && isTierId(part) ? part : null;
  const tier = useCachedData<TTierDetail>(orderKeys.tier(orderId ?? "", tierId ?? ""));
  const order = useCachedData<TOrderSummary>(orderKeys.summary(orderId ?? ""));
  if (!orderId) return null;
  if (tierId) {
    const status = tier?.tier.status;
    return status ? (queueForTierStatus(status)?.path ?? null) : null;
  }
  const status = part ? null : order?.order.status;
  return status ? (queueForOrderStatus(status)?.path ?? null) : null;
}
