// "The order screen redirects to the Canada shipping, pickup, shipping, submissions, invoicing or
// add-comic screens depending on status and the user's claims" (workflow §2). The web app maps the
// screen key to its route.
import { hasAnyClaim, type UserClaims } from "../claims/index";
import type { OrderStatus } from "./statuses";

export type OrderRedirect =
  | "shipping-canada"
  | "shipping-pickup"
  | "shipping"
  | "submissions"
  | "invoicing"
  | "addcomic";

const REDIRECTS: Partial<Record<OrderStatus, { screen: OrderRedirect; claims: readonly string[] }>> = {
  ShipToCanada: { screen: "shipping-canada", claims: ["shipping"] },
  ReadyForPickUp: { screen: "shipping-pickup", claims: ["shipping"] },
  Shipping: { screen: "shipping", claims: ["shipping"] },
  Submitted: { screen: "submissions", claims: ["receiving", "invoicing"] },
  Invoicing: { screen: "invoicing", claims: ["invoicing"] },
  AddComic: { screen: "addcomic", claims: ["invoicing", "comics", "addcomic"] },
};

/** The screen an order of this status opens for this user, or null to stay on the order summary. */
export function orderScreenRedirect(status: OrderStatus, claims: UserClaims): OrderRedirect | null {
  const redirect = REDIRECTS[status];
  return redirect && hasAnyClaim(claims, redirect.claims) ? redirect.screen : null;
}
