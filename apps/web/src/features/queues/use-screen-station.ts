import type { TOrderSummary, TTierDetail } from "@gbo/contracts/orders";
import { isOrderId, isTierId } from "@gbo/domain/ids";
import { queueForOrderStatus, queueForTierStatus } from "@gbo/domain/workflow";
import { skipToken, useQuery } from "@tanstack/react-query";
import { orderKeys } from "../orders";

const ORDER_SCREEN = /^\/orders\/([^/]+)(?:\/([^/]+))?\/?$/;

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
  const tier = useQuery<TTierDetail>({
    queryKey: orderKeys.tier(orderId ?? "", tierId ?? ""),
    queryFn: skipToken,
  });
  const order = useQuery<TOrderSummary>({
    queryKey: orderKeys.summary(orderId ?? ""),
    queryFn: skipToken,
  });
  if (!orderId) return null;
  if (tierId) {
    const status = tier.data?.tier.status;
    return status ? (queueForTierStatus(status)?.path ?? null) : null;
  }
  const status = part ? null : order.data?.order.status;
  return status ? (queueForOrderStatus(status)?.path ?? null) : null;
}
