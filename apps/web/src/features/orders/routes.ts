// Order routes (workflow §2 "Order routes"): the order summary, its tier and comic screens, /orders/invalid.
import { createRoute, isRedirect, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { canonicalOrderAddress, canonicalOrderPart } from "../../auth/guards";
import { appRoute, stringParam } from "../../shell/app-routes";
import { OrderPartScreen, OrderScreen } from "../../shell/scan-screens";
import { INVALID_ID_PARAM, type InvalidSearch } from "./invalid-search";

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
const orderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/orders/$id",
  beforeLoad: echoingReadId(canonicalOrderAddress, ({ params }) => params.id),
  component: OrderScreen,
});
const orderPartRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/orders/$id/$sub",
  beforeLoad: echoingReadId(canonicalOrderPart, ({ params }) => `${params.id}/${params.sub}`),
  component: OrderPartScreen,
});

export const orderRoutes = [orderInvalidRoute, orderRoute, orderPartRoute];
