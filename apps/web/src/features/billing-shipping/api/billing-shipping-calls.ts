// Billing, shipping and cancel calls of workflow §7. Quiet: useOrderAction shows the outcome.
import type {
  TBillingBody,
  TCancelOrderBody,
  TOrderActionResult,
  TShippingBody,
} from "@gbo/contracts/orders";
import { api } from "../../../api";
import { orderPath } from "../../orders";

const quiet = { isQuiet: true } as const;

export type ShipKind = "shipping" | "canadashipping" | "pickup";

export function completeBilling(orderId: string, body: TBillingBody) {
  return api.post<TOrderActionResult>(`${orderPath(orderId)}/billing`, body, quiet);
}

/** POST /api/orders/{id}/shipping, /canadashipping or /pickup. */
export function shipOrder(orderId: string, kind: ShipKind, body: TShippingBody) {
  return api.post<TOrderActionResult>(`${orderPath(orderId)}/${kind}`, body, quiet);
}

export function cancelOrder(orderId: string, body: TCancelOrderBody) {
  return api.post<TOrderActionResult>(`${orderPath(orderId)}/cancel`, body, quiet);
}
