// Queue routes (workflow §2): one generic screen, driven by the domain QUEUES table. One route per queue
// key: a queue the domain adds is a compile error here until it has its route (its path is the domain's,
// queue-routes.test.ts checks), as in queue-titles.ts and the shell's menu icons.
import { hasAnyClaim } from "@gbo/domain/claims";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { QueueKey } from "@gbo/domain/workflow";
import type { QueryClient } from "@tanstack/react-query";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { identityStore } from "../../auth/session";
import { appRoute } from "../../shell/app-routes";

const queuePage = lazyRouteComponent(() => import("./queue-page"), "QueuePage");

/** The part of the router's context the loader reads: the app's query client (router.tsx); a router
 * built without one (some tests) starts no read, and the screen reads on mount as before. */
export type QueueLoaderContext = { queryClient?: QueryClient };

/**
 * Starts the page read with the screen's code (the same chunk, so no extra fetch) rather than after its
 * mount; never waits for the rows: the screen's loader and error stay as they were.
 */
function loadQueue(claims: readonly string[]) {
  return ({
    context,
    location,
  }: {
    context: object;
    location: { pathname: string; search: Record<string, unknown> };
  }) => {
    const { queryClient } = context as QueueLoaderContext;
    const identity = identityStore.get();
    // A worker the screen turns away (not their station) makes no read, as before.
    if (!queryClient || !identity || !hasAnyClaim(identity.claims, claims)) return;
    return import("./queue-page").then(({ startQueueRead }) =>
      startQueueRead(queryClient, location.pathname, location.search, identity, window.localStorage),
    );
  };
}

/**
 * A station's queue, where its worker works and scans: marked a scan screen so the shell fetches its
 * code ahead once idle (shell/scan-screens.ts), as for the order screens; the first open from the menu
 * then waits only for its rows. Claims: those of the menu link with the same path.
 */
function screen<TPath extends string>(path: TPath, component: typeof queuePage) {
  const claims = menuClaimsFor(path);
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    component,
    loader: loadQueue(claims),
    staticData: { claims, isScanScreen: true },
  });
}

/** What the shell's menu shows of the queues; the app hands it to the router's context. */
export { stationMenu } from "./station-menu";

export const QUEUE_ROUTES = {
  receiving: screen("/receiving", queuePage),
  invoicing: screen("/invoicing", queuePage),
  addcomic: screen("/comics", queuePage),
  signature: screen("/signature", queuePage),
  pressing: screen("/pressing", queuePage),
  grading: screen("/grading", queuePage),
  labels: screen("/labels", queuePage),
  heatseal: screen("/heatseal", queuePage),
  slab: screen("/slab", queuePage),
  quality: screen("/quality", queuePage),
  imaging: screen("/imaging", queuePage),
  shipping: screen("/shipping", queuePage),
  "shipping-canada": screen("/shipping-canada", queuePage),
  "shipping-pickup": screen("/shipping-pickup", queuePage),
  billing: screen("/billing", queuePage),
  // Completed orders: no menu link, so any signed-in worker (the server checks per order).
  support: screen("/support", queuePage),
} satisfies Record<QueueKey, unknown>;

export const queueRoutes = Object.values(QUEUE_ROUTES);
