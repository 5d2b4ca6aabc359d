import type { OrderRedirect } from "@gbo/domain/workflow";

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
