// Billing, shipping and cancel calls of workflow §7. Quiet: useOrderAction shows the outcome.
import type {
  TBillingBody,
  TCancelOrderBody,
  TOrderActionResult,
  TShippingBody,
} from "@gbo/contracts/orders";
import { type ApiPaths, client, dataOf, quiet } from "../../../api";

export type ShipKind = "shipping" | "canadashipping" | "pickup";

/** The server path of each way an order leaves (typed, so a renamed route is a compile error here). */
const SHIP_PATHS = {
  shipping: "/api/orders/{id}/shipping",
  canadashipping: "/api/orders/{id}/canadashipping",
  pickup: "/api/orders/{id}/pickup",
} as const satisfies Record<ShipKind, keyof ApiPaths>;

const onOrder = (orderId: string) => ({ params: { path: { id: orderId } }, fetch: quiet });

export async function completeBilling(orderId: string, body: TBillingBody): Promise<TOrderActionResult> {
  return dataOf(await client.POST("/api/orders/{id}/billing", { ...onOrder(orderId), body }));
}

/** POST /api/orders/{id}/shipping, /canadashipping or /pickup. */
export async function shipOrder(
  orderId: string,
  kind: ShipKind,
  body: TShippingBody,
): Promise<TOrderActionResult> {
  return dataOf(await client.POST(SHIP_PATHS[kind], { ...onOrder(orderId), body }));
}

export async function cancelOrder(orderId: string, body: TCancelOrderBody): Promise<TOrderActionResult> {
  return dataOf(await client.POST("/api/orders/{id}/cancel", { ...onOrder(orderId), body }));
}
