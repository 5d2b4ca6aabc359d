// Order routes (workflow §2 "Order routes"): the order summary, its tier and comic screens, /orders/invalid.
// The app composes them (router.tsx): it hands in the parts other features show on the summary and the
// tier/comic screen (features/tiers), which use this feature and so cannot be imported by it.
import {
  createRoute,
  isRedirect,
  lazyRouteComponent,
  type RouteComponent,
  redirect,
} from "@tanstack/react-router";
import { canonicalOrderAddress, canonicalOrderPart } from "../../auth/guards";
import { appRoute, stringParam } from "../../shell/app-routes";
import { INVALID_ID_PARAM, type InvalidSearch } from "./invalid-search";
import { type OrderScreenParts, withOrderScreenParts } from "./order-screen-parts";

const INVALID_PATH = "/orders/invalid";

/** The address guards send a malformed id to /orders/invalid; carry what was read so the page echoes it. */
function echoingReadId<TContext>(guard: (context: TContext) => void, read: (context: TContext) => string) {
  return (context: TContext) => {
    try {
      guard(context);
    } catch (error) {
      if (isRedirect(error) && error.options.to === INVALID_PATH) {
        throw redirect({ to: INVALID_PATH, search: { [INVALID_ID_PARAM]: read(context) } });
      }
      throw error;
    }
  };
}

const orderInvalidRoute = createRoute({
  getParentRoute: () => appRoute,
  path: INVALID_PATH,
  // The id as read (scanned, typed or in the address), shown back to the worker; a scan is short.
  validateSearch: (search): InvalidSearch => ({ id: stringParam(search[INVALID_ID_PARAM])?.slice(0, 60) }),
  component: lazyRouteComponent(() => import("./order-invalid-page"), "OrderInvalidPage"),
});

export type OrderScreens = {
  /** The summary's parts other features fill; fetched alongside the summary's own chunk. */
  loadParts: () => Promise<OrderScreenParts>;
  /** /orders/$id/$sub: the tier, comic or add-comic screen (features/tiers). */
  OrderPartScreen: RouteComponent;
};

/** The order routes. The summary and the order-part screen are scan screens: the shell fetches them ahead. */
export function orderRoutes({ loadParts, OrderPartScreen }: OrderScreens) {
  const OrderScreen = lazyRouteComponent(async () => {
    const [page, parts] = await Promise.all([import("./order-page"), loadParts()]);
    return { OrderScreen: withOrderScreenParts(page.OrderPage, parts) };
  }, "OrderScreen");
  const orderRoute = createRoute({
    getParentRoute: () => appRoute,
    path: "/orders/$id",
    beforeLoad: echoingReadId(canonicalOrderAddress, ({ params }) => params.id),
    staticData: { isScanScreen: true },
    component: OrderScreen,
  });
  const orderPartRoute = createRoute({
    getParentRoute: () => appRoute,
    path: "/orders/$id/$sub",
    beforeLoad: echoingReadId(canonicalOrderPart, ({ params }) => `${params.id}/${params.sub}`),
    staticData: { isScanScreen: true },
    component: OrderPartScreen,
  });
  return [orderInvalidRoute, orderRoute, orderPartRoute] as const;
}
