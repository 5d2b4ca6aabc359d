// Comic routes (workflow §2 "Order routes"): /orders/{id}/{comicId}/{view}. The comic address without a
// view is the order part route (features/orders), which tells tiers and comics apart.
import { isComicView } from "@gbo/domain/comic";
import { isComicId, isTierId, normalizeOrderId } from "@gbo/domain/ids";
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { appRoute } from "../../shell/app-routes";

/**
 * A bad order or comic id goes to /orders/invalid echoing it; a lower-case address to its canonical
 * form; a tier id to the tier screen (it has no child views); an unknown view to the comic itself.
 */
export function canonicalComicView({ params }: { params: { id: string; sub: string; view: string } }) {
  const orderId = normalizeOrderId(params.id);
  const sub = params.sub.trim().toUpperCase();
  if (orderId && isTierId(sub)) throw redirect({ href: `/orders/${orderId}/${sub}`, replace: true });
  if (!orderId || !isComicId(sub)) {
    throw redirect({ to: "/orders/invalid", search: { id: `${params.id}/${params.sub}` } });
  }
  const view = params.view.trim().toLowerCase();
  if (!isComicView(view)) throw redirect({ href: `/orders/${orderId}/${sub}`, replace: true });
  if (orderId !== params.id || sub !== params.sub || view !== params.view) {
    throw redirect({ href: `/orders/${orderId}/${sub}/${view}`, replace: true });
  }
}

const comicViewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/orders/$id/$sub/$view",
  beforeLoad: canonicalComicView,
  component: lazyRouteComponent(() => import("./comic-page"), "ComicViewPage"),
});

export const comicRoutes = [comicViewRoute];
