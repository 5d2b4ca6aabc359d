import { isComicRouteId, isTierId, normalizeOrderId, parseScanCode, scanTargetPath } from "@gbo/domain/ids";
import { type ParsedLocation, redirect } from "@tanstack/react-router";
import { identityStore } from "./session";

/** Only same-site paths are resumed after sign-in, so a crafted link cannot send a worker elsewhere. */
export function safeReturnPath(target: unknown): string | null {
  if (typeof target !== "string") return null;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return null;
  if (target === "/login" || target.startsWith("/login?")) return null;
  return target;
}

/** Restricted routes: signed-out visitors go to /login, which resumes the address after sign-in. */
export function requireSignedIn({ location }: { location: ParsedLocation }) {
  if (identityStore.get()) return;
  throw redirect({ to: "/login", search: { redirect: location.href } });
}

/** /login and /recover: a signed-in worker goes to the dashboard (workflow §2). */
export function redirectSignedIn() {
  if (identityStore.get()) throw redirect({ to: "/dashboard" });
}

/**
 * /orders/{id}: a lower-case or seven-digit id goes to its canonical form; an address that
 * combines order and tier or comic ("26-0A12345-SOF") goes to the tier or comic route.
 */
export function canonicalOrderAddress({ params }: { params: { id: string } }) {
  const target = parseScanCode(params.id);
  if (!target) throw redirect({ to: "/orders/invalid" });
  const path = scanTargetPath(target);
  if (path !== `/orders/${params.id}`) throw redirect({ href: path, replace: true });
}

/** /orders/{id}/{tierId|comicId}: an order id and a tier or comic id, in canonical (upper) case. */
export function canonicalOrderPart({ params }: { params: { id: string; sub: string } }) {
  const orderId = normalizeOrderId(params.id);
  const isNew = params.sub.toLowerCase() === "new";
  if (!orderId || (!isNew && !isTierId(params.sub) && !isComicRouteId(params.sub))) {
    throw redirect({ to: "/orders/invalid" });
  }
  const sub = isNew ? "new" : params.sub.trim().toUpperCase();
  if (orderId !== params.id || sub !== params.sub) {
    throw redirect({ href: `/orders/${orderId}/${sub}`, replace: true });
  }
}
