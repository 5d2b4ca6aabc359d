import type { UserClaims } from "@gbo/domain/claims";
import { type OrderRedirect, type OrderStatus, orderScreenRedirect } from "@gbo/domain/workflow";

/** Where a domain order-screen redirect leads (workflow §2). Shipping screens stay on the order address. */
export function redirectPath(redirect: OrderRedirect, orderId: string): string | null {
  switch (redirect) {
    case "submissions":
      return `/submissions/${orderId}`;
    case "invoicing":
      return `/invoicing/${orderId}`;
    case "addcomic":
      return `/comics/${orderId}`;
    default:
      return null;
  }
}

/** The shipping screens that the order address shows in place of the summary. */
export function isShippingRedirect(
  redirect: OrderRedirect | null,
): redirect is "shipping" | "shipping-canada" | "shipping-pickup" {
  return redirect === "shipping" || redirect === "shipping-canada" || redirect === "shipping-pickup";
}

/**
 * Where /orders/<id> sends this user for an order of this status (the domain's redirect rule): a link
 * made with it (a queue row) opens that screen at once instead of reading the order to redirect.
 */
export function orderScreenPath(orderId: string, status: OrderStatus, claims: UserClaims): string {
  const redirect = orderScreenRedirect(status, claims);
  return (redirect && redirectPath(redirect, orderId)) ?? `/orders/${orderId}`;
}
