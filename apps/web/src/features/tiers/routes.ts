// What the app composes of the tier feature (router.tsx): the screen of /orders/$id/$sub, which the order
// routes take (features/orders/routes.ts).
import { lazyRouteComponent } from "@tanstack/react-router";

/** /orders/$id/$sub (the order routes take it): the tier, comic or add-comic screen, a lazy chunk. */
export const OrderPartScreen = lazyRouteComponent(() => import("./order-part-page"), "OrderPartPage");
