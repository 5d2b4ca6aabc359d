// The invoicing screen /invoicing/{id} ('new' makes a walk-in invoice for a chosen customer) and the invoicing
// detail /invoicedetail/{id} (submissions-pricing §2). §6: the 'invoicing' claim.
import { hasAnyClaim } from "@gbo/domain/claims";
import type { QueryClient } from "@tanstack/react-query";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { identityStore } from "../../../auth/session";
import { appRoute, screen } from "../../../shell/app-routes";

const INVOICING_CLAIMS = ["invoicing"];

/** The router's query client (router.tsx); a router built without one starts no early read. */
type InvoiceLoaderContext = { queryClient?: QueryClient };

/**
 * The invoice read starts as soon as the address is known (with the screen's code, the same chunk, and on
 * a queue row's hover, as the router preloads on intent), not after the screen mounts. Never awaited:
 * the screen's loader and its failure (a stale row's "Status 'Invoicing' is required") stay its own.
 */
const invoiceScreen = createRoute({
  getParentRoute: () => appRoute,
  path: "/invoicing/$id",
  component: lazyRouteComponent(() => import("./invoicing-page"), "InvoicingPage"),
  loader: ({ context, params }) => {
    const { queryClient } = context as InvoiceLoaderContext;
    const identity = identityStore.get();
    // A worker the screen turns away (no invoicing claim) makes no read, as before.
    if (!queryClient || params.id === "new" || !identity || !hasAnyClaim(identity.claims, INVOICING_CLAIMS)) {
      return;
    }
    return import("./invoicing-page").then(({ startInvoiceRead }) =>
      startInvoiceRead(queryClient, params.id),
    );
  },
  staticData: { claims: INVOICING_CLAIMS },
});

export const invoiceRoutes = [
  invoiceScreen,
  screen(
    "/invoicedetail/$id",
    lazyRouteComponent(() => import("./invoice-detail-page"), "InvoiceDetailPage"),
    INVOICING_CLAIMS,
  ),
];
