// The app's route tree, composed from the routes each feature exports (DESIGN §3: routes only compose
// features). Paths, guards and claims live with the feature that owns the screen. The router also hands
// the shell what it shows of the features (its context) and the order routes their composed parts.
// It imports each feature's routes.ts, not its index.ts: through an index the bundler keeps in the first
// load every module the index names that it cannot prove free of side effects (413 KB of gzipped
// JavaScript instead of 298 KB, measured; re-exporting the routes from the indexes alone costs 9 KB).
import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { queryClient as appQueryClient } from "./api/query-client";
import { accountRoutes, publicAccountRoutes } from "./features/account/routes";
import { comicRoutes, rawRoutes } from "./features/comics/routes";
import { contentRoutes } from "./features/content/routes";
import { customerRoutes } from "./features/customers/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { externalUserRoutes } from "./features/external-users/routes";
import { invoicingRoutes } from "./features/invoicing/routes";
import { labelsRoutes } from "./features/labels/routes";
import { mailRoutes } from "./features/mail/routes";
import { orderRoutes } from "./features/orders/routes";
import { promoRoutes } from "./features/promo/routes";
import { type QueueLoaderContext, queueRoutes, stationMenu } from "./features/queues/routes";
import { salesRepRoutes } from "./features/sales-reps/routes";
import { settingsRoutes } from "./features/settings/routes";
import { shelvesRoutes } from "./features/shelves/routes";
import { submissionRoutes } from "./features/submissions/routes";
import { OrderPartScreen } from "./features/tiers/routes";
import { workerRoutes } from "./features/workers/routes";
import { appRoute, rootRoute } from "./shell/app-routes";
import type { ShellContext } from "./shell/shell-context";
import { UnknownAddress } from "./shell/unknown-address";
import { RouteError } from "./ui/route-error";

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

export const routeTree = rootRoute.addChildren([
  ...publicAccountRoutes,
  appRoute.addChildren([
    ...dashboardRoutes,
    ...accountRoutes,
    ...queueRoutes,
    ...orderRoutes({
      loadParts: () => import("./order-screen-parts").then((module) => module.orderScreenParts),
      OrderPartScreen,
    }),
    ...comicRoutes,
    ...rawRoutes,
    ...workerRoutes,
    ...salesRepRoutes,
    ...externalUserRoutes,
    ...customerRoutes,
    ...submissionRoutes,
    ...invoicingRoutes,
    ...contentRoutes,
    ...promoRoutes,
    ...settingsRoutes,
    ...mailRoutes,
    ...labelsRoutes,
    ...shelvesRoutes,
  ]),
]);

/**
 * The app's router; tests pass a memory history, and the query client when they want the loaders' early
 * reads (the queue pages) to land in their cache.
 */
export function createAppRouter(history?: RouterHistory, queryClient?: QueryClient) {
  // The loaders that start a screen's reads early find the query client here.
  const context: ShellContext & QueueLoaderContext = { stationMenu, queryClient };
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: "intent",
    defaultNotFoundComponent: UnknownAddress,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export const router = createAppRouter(undefined, appQueryClient);
