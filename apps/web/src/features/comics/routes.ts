// Comic routes (workflow §2 "Order routes"): /orders/{id}/{comicId}/{view}, the add-comic screen
// /orders/{id}/comic/{comicId}, and submissions §2's /order/{id}/{comicId}. The comic address without a
// view is the order part route (features/orders), which tells tiers and comics apart.
import { isComicView } from "@gbo/domain/comic";
import { comicSeqOf, isComicId, isComicRouteId, isTierId, normalizeOrderId } from "@gbo/domain/ids";
import { ORDER_ACTIONS } from "@gbo/domain/workflow";
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { appRoute } from "../../shell/app-routes";

/**
 * A bad order or comic id goes to /orders/invalid echoing it; a lower-case address to its canonical
 * form; a tier id to the tier screen (it has no child views); any comic-id form ("SO-001", the unique
 * id) to the comic's sequence; an unknown view to the comic itself.
 */
export function canonicalComicView({ params }: { params: { id: string; sub: string; view: string } }) {
  const orderId = normalizeOrderId(params.id);
  const sub = params.sub.trim().toUpperCase();
  if (orderId && isTierId(sub)) throw redirect({ href: `/orders/${orderId}/${sub}`, replace: true });
  const seq = orderId && isComicId(sub) ? comicSeqOf(orderId, sub) : null;
  if (!orderId || !seq) {
    throw redirect({ to: "/orders/invalid", search: { id: `${params.id}/${params.sub}` } });
  }
  const view = params.view.trim().toLowerCase();
  if (!isComicView(view)) throw redirect({ href: `/orders/${orderId}/${seq}`, replace: true });
  if (orderId !== params.id || seq !== params.sub || view !== params.view) {
    throw redirect({ href: `/orders/${orderId}/${seq}/${view}`, replace: true });
  }
}

/** /orders/{id}/comic/{comicId}: 'new' or a comic id of the order, in canonical case. */
export function canonicalAddComic({ params }: { params: { id: string; comicRef: string } }) {
  const orderId = normalizeOrderId(params.id);
  const isNew = params.comicRef.trim().toLowerCase() === "new";
  const seq = orderId && !isNew ? comicSeqOf(orderId, params.comicRef) : null;
  if (!orderId || (!isNew && !seq)) {
    throw redirect({ to: "/orders/invalid", search: { id: `${params.id}/comic/${params.comicRef}` } });
  }
  const comicRef = isNew ? "new" : (seq as string);
  if (orderId !== params.id || comicRef !== params.comicRef) {
    throw redirect({ href: `/orders/${orderId}/comic/${comicRef}`, replace: true });
  }
}

/**
 * /order/{id}/{comicId} (submissions §2 "Comic in an order"): the same comic screen in place ('new': the
 * add-comic screen), any comic-id form and case first made canonical.
 */
export function canonicalOrderComic({ params }: { params: { orderId: string; comicRef: string } }) {
  const orderId = normalizeOrderId(params.orderId);
  const ref = params.comicRef.trim();
  const isNew = ref.toLowerCase() === "new";
  const seq = orderId && !isNew && isComicRouteId(ref) ? comicSeqOf(orderId, ref) : null;
  if (!orderId || (!isNew && !seq)) {
    throw redirect({ to: "/orders/invalid", search: { id: `${params.orderId}/${params.comicRef}` } });
  }
  const comicRef = isNew ? "new" : (seq as string);
  if (orderId !== params.orderId || comicRef !== params.comicRef) {
    throw redirect({ href: `/order/${orderId}/${comicRef}`, replace: true });
  }
}

const comicViewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/orders/$id/$sub/$view",
  beforeLoad: canonicalComicView,
  component: lazyRouteComponent(() => import("./comic-page"), "ComicViewPage"),
});

const addComicRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/orders/$id/comic/$comicRef",
  beforeLoad: canonicalAddComic,
  staticData: { claims: ORDER_ACTIONS.addComic.anyOf },
  component: lazyRouteComponent(() => import("./add/add-comic-route"), "AddComicRoute"),
});

const orderComicRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/order/$orderId/$comicRef",
  beforeLoad: canonicalOrderComic,
  component: lazyRouteComponent(() => import("./order-comic-route"), "OrderComicRoute"),
});

export const comicRoutes = [comicViewRoute, addComicRoute, orderComicRoute];
export { rawRoutes } from "./rework/routes";
